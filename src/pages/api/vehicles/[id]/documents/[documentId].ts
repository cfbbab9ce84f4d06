import { z } from 'zod';
import { deleteVehicleDocument, updateVehicleDocument } from '#src/db/queries/vehicle-documents';
import { documentFieldsSchema } from '#src/lib/documents/vehicle-documents';
import { idParamSchema } from '#src/lib/validation/ids';
import { deleteDocumentFile } from '#src/server/documents/document-files';
import { endpoint, fail } from '#src/server/endpoint';
import { vehicleDocumentAnswer } from '#src/lib/api-answers/vehicles';

const params = z.object({ id: idParamSchema, documentId: idParamSchema });
const NOT_FOUND = 'Document not found';

/** Staff: change a document's kind, title or visibility (public or on request). */
export const PUT = endpoint(
  {
    access: 'staff',
    summary: 'Edit a vehicle document',
    params,
    body: documentFieldsSchema,
    notFound: NOT_FOUND,
    response: { description: 'The document', schema: vehicleDocumentAnswer },
  },
  ({ params, body, actor }) => updateVehicleDocument(params.id, params.documentId, body, actor) ?? fail('not-found', NOT_FOUND),
);

/** Staff: delete a document and its file (requests for it stay in the inbox, with nothing left to release). */
export const DELETE = endpoint(
  {
    access: 'staff',
    summary: 'Delete a vehicle document',
    params,
    notFound: NOT_FOUND,
    response: { status: 204, description: 'Deleted' },
  },
  async ({ params, actor }) => {
    const fileName = deleteVehicleDocument(params.id, params.documentId, actor);
    if (!fileName) return fail('not-found', NOT_FOUND);
    await deleteDocumentFile(fileName);
    return new Response(null, { status: 204 });
  },
);
