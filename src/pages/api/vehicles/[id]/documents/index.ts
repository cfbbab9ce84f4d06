import { listVehicleDocuments } from '#src/db/queries/vehicle-documents';
import { getVehicleById } from '#src/db/queries/vehicles';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { maxDocumentBytes, uploadVehicleDocument } from '#src/server/documents/upload-document';
import { vehicleDocumentAnswer, vehicleDocumentsAnswer } from '#src/lib/api-answers/vehicles';

const NOT_FOUND = 'Vehicle not found';

/** Staff: the vehicle's documents (inspection report, service records, …), oldest first. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: "A vehicle's documents",
    params: idParams,
    notFound: NOT_FOUND,
    response: { description: 'The documents, oldest first', schema: vehicleDocumentsAnswer },
  },
  ({ params }) => {
    if (!getVehicleById(params.id)) return fail('not-found', NOT_FOUND);
    return listVehicleDocuments(params.id);
  },
);

/** Staff: upload one PDF; checked (signature, parse), re-saved without scripts or attachments, then stored. */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Upload a vehicle document (PDF)',
    description:
      'The file must be a PDF (signature and parse); encrypted or unreadable ones are refused on `file`. It is re-saved without JavaScript, actions, attached files or forms.',
    multipartFields: {
      file: 'One PDF (DOCUMENT_MAX_MB, 20 MB by default)',
      kind: 'inspection-report, service-records, window-sticker, import-papers or other',
      title: 'The title shown to shoppers',
      visibility: 'public or on-request',
    },
    params: idParams,
    notFound: NOT_FOUND,
    body: 'multipart',
    maxBytes: maxDocumentBytes() + 64 * 1024,
    tooLarge: 'The file is too large for a vehicle document.',
    response: { status: 201, description: 'The stored document', schema: vehicleDocumentAnswer },
  },
  async ({ params, body, actor }) => {
    const stored = await uploadVehicleDocument(params.id, body, actor);
    return 'id' in stored ? json(stored, 201) : stored;
  },
);
