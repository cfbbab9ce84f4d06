import { getDocumentsAfterSale } from '#src/db/queries/document-settings';
import { getVehicleDocument } from '#src/db/queries/vehicle-documents';
import { getListedVehicleById } from '#src/db/queries/vehicles';
import { documentAccess } from '#src/lib/documents/after-sale';
import { documentFileName } from '#src/lib/documents/vehicle-documents';
import { documentResponse } from './document-files';
import { openDocumentLink } from './release-document';

const ID = /^[1-9]\d{0,9}$/;
const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** GET /inventory/<id>/documents/<doc>.pdf: a public document of a listed vehicle (drafts and on-request ones: 404). */
export async function servePublicDocument(vehicleId: string, documentId: string, request: Request): Promise<Response> {
  if (!ID.test(vehicleId) || !ID.test(documentId)) return notFound();
  const vehicle = getListedVehicleById(Number(vehicleId));
  const doc = vehicle ? getVehicleDocument(vehicle.id, Number(documentId)) : undefined;
  if (!doc || doc.visibility !== 'public' || !documentAccess(vehicle!.status, getDocumentsAfterSale()).publicDocuments) return notFound();
  return documentResponse(doc.fileName, documentFileName(doc.title), request, 'public');
}

/** GET /documents/download?token=…: a released document, once, before its link expires. */
export async function serveReleasedDocument(url: URL, request: Request): Promise<Response> {
  const opened = openDocumentLink(url.searchParams.get('token') ?? '');
  if (!opened)
    return new Response(
      'This download link is not valid: it has been used already or has expired. Reply to the e-mail that brought it and we will send a new one.',
      {
        status: 410,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
      },
    );
  return documentResponse(opened.fileName, documentFileName(opened.title), request, 'private');
}
