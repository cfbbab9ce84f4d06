import { endpoint, fail } from '#src/server/endpoint';
import { completeSignIn } from '#src/server/shoppers/account-answer';
import { useSignInLink } from '#src/server/shoppers/sign-in-link';
import { signInLinkUseSchema } from '#src/lib/validation/shoppers';
import { signedInShopperAnswer } from '#src/lib/api-answers/shopper';

/** Uses a one-time sign-in link: starts a shopper session (its own cookie) and merges the browser's saves. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Sign a shopper in with the token of their e-mailed link',
    body: signInLinkUseSchema,
    response: {
      status: 200,
      description: '`{ signedIn: true, shopper, saved, passkeys }`; 400 when the link is unknown, used or expired',
      schema: signedInShopperAnswer,
    },
  },
  ({ body, cookies }) => {
    const shopper = useSignInLink(body.token);
    if (!shopper) {
      return fail('invalid', 'This sign-in link has expired or was already used. Ask for a new one.', {
        errors: { token: 'This sign-in link has expired or was already used.' },
      });
    }
    return completeSignIn(cookies, shopper, body.saved);
  },
);
