import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { normaliseEmail } from '#src/db/queries/consent';
import { bindLinkToBrowser } from '#src/server/shoppers/link-browser';
import { signInLinkLimits } from '#src/server/shoppers/rate-limits';
import { SIGN_IN_LINK_SENT, sendSignInLink } from '#src/server/shoppers/sign-in-link';
import { signInLinkRequestSchema } from '#src/lib/validation/shoppers';
import { shopperMessageAnswer } from '#src/lib/api-answers/shopper';

/**
 * E-mails a one-time sign-in link. Every address gets the same answer (known or not, or
 * already sent three links this quarter-hour, when no more are sent): nothing tells
 * whether someone has an account. A client past its own limit gets a 429. The browser that asked keeps a
 * cookie that makes the link one click there (src/server/shoppers/link-browser.ts).
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    rateLimit: {
      limiter: signInLinkLimits.perClient,
      message: 'Too many sign-in links asked from your connection. Please try again later.',
    },
    summary: 'Send a shopper a one-time sign-in link by e-mail',
    body: signInLinkRequestSchema,
    response: {
      status: 202,
      description: '`{ message }`, the same for every address; 429 past the per-client limit',
      schema: shopperMessageAnswer,
    },
  },
  ({ body, cookies }) => {
    const tokenHash = signInLinkLimits.perEmail.hit(normaliseEmail(body.email)) ? null : sendSignInLink(body.email);
    bindLinkToBrowser(cookies, tokenHash);
    return json({ message: SIGN_IN_LINK_SENT }, 202);
  },
);
