import { documentRequestSchema } from '#src/lib/documents/vehicle-documents';
import { documentRequestLead } from '#src/server/documents/document-request-lead';
import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { leadReceivedAnswer } from '#src/lib/api-answers/leads';

/** "Request this document" (vehicle page): name and e-mail for a document kept on request; staff release it. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Request a vehicle document kept on request',
    body: documentRequestSchema,
    response: {
      status: 201,
      description: "`{ id, message: 'Request received' }`; 400 naming `documentId` when it is not on request",
      schema: leadReceivedAnswer,
    },
  },
  ({ body, clientAddress }) => answerPublicLead(documentRequestLead, clientAddress, () => body),
);
