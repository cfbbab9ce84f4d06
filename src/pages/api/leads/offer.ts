import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { offerLead } from '#src/server/leads/public-leads';
import { offerLeadSchema } from '#src/lib/validation/leads';
import { leadReceivedAnswer } from '#src/lib/api-answers/leads';

/** Make an offer (vehicle page): the amount, the contact and an optional trade-in. A sold vehicle takes no offers. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Make an offer on a vehicle',
    body: offerLeadSchema,
    response: {
      status: 201,
      description: "`{ id, message: 'Request received' }`; 409 when the vehicle is sold",
      schema: leadReceivedAnswer,
    },
  },
  ({ body, clientAddress }) => answerPublicLead(offerLead, clientAddress, () => body),
);
