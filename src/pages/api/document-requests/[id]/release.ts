import { endpoint, idParams } from '#src/server/endpoint';
import { releaseDocument } from '#src/server/documents/release-document';
import { documentReleasedAnswer } from '#src/lib/api-answers/document-requests';

/** Staff: e-mail the shopper a link to the document they asked for (opens once, expires after DOCUMENT_LINK_HOURS). */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Release a requested document to the shopper',
    params: idParams,
    notFound: 'Document request not found',
    response: {
      status: 200,
      description:
        "`{ releasedAt, expiresAt, delivery }`: the link was e-mailed ('smtp') or is in the outbox; 409 when the document was deleted",
      schema: documentReleasedAnswer,
    },
  },
  ({ params, actor }) => releaseDocument(params.id, actor),
);
