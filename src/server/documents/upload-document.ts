import { addVehicleDocument, type DocumentSummary } from '#src/db/queries/vehicle-documents';
import { getVehicleById } from '#src/db/queries/vehicles';
import { documentFieldsSchema } from '#src/lib/documents/vehicle-documents';
import { fieldErrors } from '#src/lib/validation/field-errors';
import { config } from '#src/server/config';
import { fail, type Actor, type ApiFailure } from '#src/server/endpoint';
import { deleteDocumentFile, storeDocumentFile } from './document-files';
import { cleanPdf } from './pdf-clean';

/** The largest document, from DOCUMENT_MAX_MB. */
export const maxDocumentBytes = () => config().DOCUMENT_MAX_MB * 1024 * 1024;

/**
 * A staff upload of one vehicle document: the fields checked, the file
 * checked and cleaned (pdf-clean.ts) before anything is written; the cleaned
 * copy stored, then its row (the file is removed again if the row fails).
 */
export async function uploadVehicleDocument(vehicleId: number, form: FormData, actor: Actor): Promise<DocumentSummary | ApiFailure> {
  if (!getVehicleById(vehicleId)) return fail('not-found', 'Vehicle not found');
  const parsed = documentFieldsSchema.safeParse({ kind: form.get('kind'), title: form.get('title'), visibility: form.get('visibility') });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) errors.file = 'Please choose a PDF file.';
  else if (file.size > maxDocumentBytes()) errors.file = `The file is too large: at most ${config().DOCUMENT_MAX_MB} MB.`;
  if (!parsed.success || Object.keys(errors).length) {
    const first = Object.keys(errors)[0];
    return fail('invalid', `Invalid input: ${first}`, { errors });
  }
  const cleaned = await cleanPdf(new Uint8Array(await (file as File).arrayBuffer()));
  if ('refused' in cleaned) return fail('invalid', cleaned.refused, { errors: { file: cleaned.refused } });
  const fileName = await storeDocumentFile(cleaned.bytes);
  try {
    return addVehicleDocument(vehicleId, { ...parsed.data, fileName, bytes: cleaned.bytes.byteLength, pages: cleaned.pages }, actor);
  } catch (error) {
    await deleteDocumentFile(fileName);
    throw error;
  }
}
