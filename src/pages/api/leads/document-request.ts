import { documentRequestSchema } from '#src/lib/documents/vehicle-documents';
import { documentRequestLead } from '#src/server/documents/document-request-lead';
import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';

/** "Request this document" (vehicle page): name and e-mail for a document kept on request; staff release it. */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Request a vehicle document kept on request',
    response: { status: 201, description: "`{ id, message: 'Request received' }`; 400 naming `documentId` when it is not on request" },
    body: documentRequestSchema,
  },
  ({ body, clientAddress }) => answerPublicLead(documentRequestLead, clientAddress, () => body),
);
