import { getDocumentRequest } from '#src/db/queries/vehicle-documents';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { documentRequestAnswer } from '#src/lib/api-answers/document-requests';

const NOT_FOUND = 'Document request not found';

/** Staff: the document a lead asks for, and whether (and until when) it was released. `{id}` is the lead's. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'A document request',
    params: idParams,
    notFound: NOT_FOUND,
    response: {
      status: 200,
      description: '`{ documentTitle, document, releasedAt, expiresAt, downloadedAt }` (document null once deleted)',
      schema: documentRequestAnswer,
    },
  },
  ({ params }) => {
    const request = getDocumentRequest(params.id);
    if (!request) return fail('not-found', NOT_FOUND);
    const { tokenHash, ...shown } = request;
    void tokenHash;
    return shown;
  },
);
