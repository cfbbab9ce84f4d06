import { z } from 'zod';
import { endpoint, fail } from '#src/server/endpoint';
import { completeSignIn } from '#src/server/shoppers/account-answer';
import { signInWithPasskey } from '#src/server/shoppers/passkeys';
import { localSavesSchema } from '#src/lib/validation/shoppers';
import { signedInShopperAnswer } from '#src/lib/api-answers/shopper';

const body = z.object({
  response: z.looseObject({ id: z.string('The passkey answer is incomplete.').max(1000) }, 'The passkey answer is required.'),
  saved: localSavesSchema,
});

export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Sign a shopper in with a passkey (WebAuthn assertion)',
    body,
    response: {
      status: 200,
      description: '`{ signedIn: true, shopper, saved, passkeys }`; 400 when the passkey does not verify',
      schema: signedInShopperAnswer,
    },
  },
  async ({ body, url, cookies }) => {
    const shopper = await signInWithPasskey(body.response as never, url);
    if (!shopper) return fail('invalid', 'That passkey could not sign you in. Use an e-mailed link instead.');
    return completeSignIn(cookies, shopper, body.saved);
  },
);
