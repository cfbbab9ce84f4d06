import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { financingLead } from '#src/server/leads/public-leads';
import { financingLeadSchema } from '#src/lib/validation/leads';
import { leadReceivedAnswer } from '#src/lib/api-answers/leads';

/**
 * Financing pre-qualification (/financing). The answers are personal data:
 * nothing here logs them, and the answer echoes none of them.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Send a financing pre-qualification',
    body: financingLeadSchema,
    response: {
      status: 201,
      description: "`{ id, message: 'Request received' }`; the answers are never echoed",
      schema: leadReceivedAnswer,
    },
  },
  ({ body, clientAddress }) => answerPublicLead(financingLead, clientAddress, () => body),
);
