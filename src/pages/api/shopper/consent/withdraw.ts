import { withdrawConsent } from '#src/db/queries/consent';
import { ACCOUNT_WITHDRAWAL_VERSION, ACCOUNT_WITHDRAWAL_WORDING } from '#src/lib/consent/wording';
import { endpoint } from '#src/server/endpoint';
import { shopperGarage } from '#src/server/shoppers/garage';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { shopperGarageAnswer } from '#src/lib/api-answers/shopper';

/**
 * My garage: the shopper withdraws their consent to marketing e-mail (alerts included), as the unsubscribe
 * link does, recorded in the same consent history with the words of this action. Twice changes nothing.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Withdraw the signed-in shopper’s consent to marketing e-mail',
    description:
      'Needs a shopper session. Appends a `withdrawn` consent record (none when already withdrawn). Replies to their requests still come.',
    response: { status: 200, description: 'The garage, as GET /api/shopper/garage', schema: shopperGarageAnswer },
  },
  ({ locals }) => {
    const { shopper } = requireShopper(locals);
    if (shopper.email)
      withdrawConsent(shopper.email, 'my-garage', { wording: ACCOUNT_WITHDRAWAL_WORDING, wordingVersion: ACCOUNT_WITHDRAWAL_VERSION });
    return shopperGarage(shopper);
  },
);
