import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { holdLead } from '#src/server/leads/remote-buying-leads';
import { holdLeadSchema } from '#src/lib/validation/remote-buying-leads';
import { leadReceivedAnswer } from '#src/lib/api-answers/leads';

/** "Reserve this car": a shopper asks to hold an available vehicle against a deposit. 409 when it is not available. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Ask to hold a vehicle against a deposit',
    body: holdLeadSchema,
    response: {
      status: 201,
      description: "`{ id, message: 'Request received' }`; 409 when the vehicle is not available",
      schema: leadReceivedAnswer,
    },
  },
  ({ body, clientAddress }) => answerPublicLead(holdLead, clientAddress, () => body),
);
