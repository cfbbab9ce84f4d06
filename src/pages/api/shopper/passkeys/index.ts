import { z } from 'zod';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { registerPasskey } from '#src/server/shoppers/passkeys';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { shopperAnswer } from '#src/server/shoppers/account-answer';
import { signedInShopperAnswer } from '#src/lib/api-answers/shopper';

const body = z.object({
  response: z.looseObject({ id: z.string('The passkey answer is incomplete.').max(1000) }, 'The passkey answer is required.'),
});

export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Add a passkey to the signed-in shopper (WebAuthn attestation)',
    description: 'Needs a shopper session (401 otherwise).',
    body,
    response: {
      status: 201,
      description: "The account's state, as GET /api/shopper/me; 400 when the passkey does not verify",
      schema: signedInShopperAnswer,
    },
  },
  async ({ locals, body, url }) => {
    const { shopper } = requireShopper(locals);
    if (!(await registerPasskey(shopper, body.response as never, url)))
      return fail('invalid', 'The passkey could not be added. Please try again.');
    return json(shopperAnswer(shopper), 201);
  },
);
