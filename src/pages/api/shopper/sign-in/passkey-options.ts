import { endpoint } from '#src/server/endpoint';
import { passkeySignInOptions } from '#src/server/shoppers/passkeys';
import { passkeyLimits, shopperClientKey, tooMany } from '#src/server/shoppers/rate-limits';
import { passkeyRequestOptionsAnswer } from '#src/lib/api-answers/shopper';

export const POST = endpoint(
  {
    access: 'public',
    summary: 'Start a passkey sign-in (WebAuthn authentication options)',
    response: {
      status: 200,
      description: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get',
      schema: passkeyRequestOptionsAnswer,
    },
  },
  ({ url, clientAddress }) => {
    const client = shopperClientKey(clientAddress);
    if (passkeyLimits.perClient.hit(client))
      return tooMany(passkeyLimits.perClient, client, 'Too many sign-in attempts. Please try again later.');
    return passkeySignInOptions(url);
  },
);
