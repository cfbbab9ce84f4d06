import { endpoint, fail } from '#src/server/endpoint';
import { isLinkFromThisBrowser } from '#src/server/shoppers/link-browser';
import { readSignInLink } from '#src/server/shoppers/sign-in-link';
import { maskEmail } from '#src/lib/shoppers/mask-email';
import { signInLinkCheckSchema } from '#src/lib/validation/shoppers';
import { signInLinkCheckAnswer } from '#src/lib/api-answers/shopper';

/**
 * A sign-in link opened, before it is used: the address it signs in to, masked, and whether this browser asked
 * for it. The page signs in at once when it did; otherwise it asks "Sign in as a…@example.com?" first, so a link
 * someone else asked for (for their own account) signs nobody in and merges nothing unseen.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Say whose account a sign-in link opens, without using it',
    body: signInLinkCheckSchema,
    response: {
      status: 200,
      description: '`{ email, sameBrowser }`; 400 when the link is unknown, used or expired',
      schema: signInLinkCheckAnswer,
    },
  },
  ({ body, cookies }) => {
    const link = readSignInLink(body.token);
    if (!link) {
      return fail('invalid', 'This sign-in link has expired or was already used. Ask for a new one.', {
        errors: { token: 'This sign-in link has expired or was already used.' },
      });
    }
    return { email: maskEmail(link.email), sameBrowser: isLinkFromThisBrowser(cookies, link.tokenHash) };
  },
);
