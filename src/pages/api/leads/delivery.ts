import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { deliveryLead } from '#src/server/leads/remote-buying-leads';
import { deliveryLeadSchema } from '#src/lib/validation/remote-buying-leads';
import { leadReceivedAnswer } from '#src/lib/api-answers/leads';

/** A delivery quote for a vehicle (its page): destination, transport, wanted-by date. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Ask for a delivery quote',
    body: deliveryLeadSchema,
    response: { status: 201, description: "`{ id, message: 'Request received' }`", schema: leadReceivedAnswer },
  },
  ({ body, clientAddress }) => answerPublicLead(deliveryLead, clientAddress, () => body),
);
