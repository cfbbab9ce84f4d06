import { endpoint, fail } from '#src/server/endpoint';
import { completeSignIn } from '#src/server/shoppers/account-answer';
import { isLinkFromThisBrowser } from '#src/server/shoppers/link-browser';
import { readSignInLink, useSignInLink } from '#src/server/shoppers/sign-in-link';
import { signInLinkUseSchema } from '#src/lib/validation/shoppers';
import { signedInShopperAnswer } from '#src/lib/api-answers/shopper';

const EXPIRED = 'This sign-in link has expired or was already used. Ask for a new one.';

/**
 * Uses a one-time sign-in link: starts a shopper session (its own cookie) and merges the browser's saves. A link
 * asked for in another browser needs `confirmed` (the shopper said yes to "Sign in as …?"): without it nothing is
 * used, signed in or merged, so a planted link cannot sign a visitor in to someone else's account unseen.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Sign a shopper in with the token of their e-mailed link',
    body: signInLinkUseSchema,
    response: {
      status: 200,
      description:
        '`{ signedIn: true, shopper, saved, passkeys }`; 400 when the link is unknown, used or expired, or asked for in another browser and not confirmed',
      schema: signedInShopperAnswer,
    },
  },
  ({ body, cookies }) => {
    const link = readSignInLink(body.token);
    if (link && !body.confirmed && !isLinkFromThisBrowser(cookies, link.tokenHash)) {
      return fail('invalid', 'This link was asked for in another browser: confirm the account before signing in.', {
        errors: { confirmed: 'Confirm the account this link signs in to.' },
      });
    }
    const shopper = link && useSignInLink(body.token);
    if (!shopper) return fail('invalid', EXPIRED, { errors: { token: 'This sign-in link has expired or was already used.' } });
    return completeSignIn(cookies, shopper, body.saved);
  },
);
