import { endpoint } from '#src/server/endpoint';
import { shopperAnswer } from '#src/server/shoppers/account-answer';
import { shopperMeAnswer } from '#src/lib/api-answers/shopper';

/** Loaded by the browser after the page (pages are the same cached HTML for everyone): who is signed in, and their saves. */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'The signed-in shopper and their saved vehicles',
    response: { description: '`{ signedIn: false }`, or `{ signedIn: true, shopper, saved, passkeys }`', schema: shopperMeAnswer },
  },
  ({ locals }) => (locals.shopper ? shopperAnswer(locals.shopper.shopper) : { signedIn: false as const }),
);
