import { endpoint } from '#src/server/endpoint';
import { shopperGarage } from '#src/server/shoppers/garage';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { shopperGarageAnswer } from '#src/lib/api-answers/shopper';

/** Loaded by My garage after the page (the page is the same cached HTML for everyone). */
export const GET = endpoint(
  {
    access: 'public',
    summary: "The signed-in shopper's appointments, offers, trade-in requests and consent records",
    description: 'Needs a shopper session. Found by the account’s verified e-mail (any letter case); nobody else’s.',
    response: {
      description:
        '`{ appointments, offers, tradeIns, consent, consents }`: appointments with `canCancel`/`canReschedule`, offers with their status, the marketing consent in force and every consent record, newest first',
      schema: shopperGarageAnswer,
    },
  },
  ({ locals }) => shopperGarage(requireShopper(locals).shopper),
);
