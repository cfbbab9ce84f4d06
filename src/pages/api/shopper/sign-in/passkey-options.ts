import { endpoint } from '#src/server/endpoint';
import { passkeySignInOptions } from '#src/server/shoppers/passkeys';
import { passkeyLimits, shopperClientKey, tooMany } from '#src/server/shoppers/rate-limits';

export const POST = endpoint(
  {
    access: 'public',
    summary: 'Start a passkey sign-in (WebAuthn authentication options)',
    response: { description: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get' },
  },
  ({ url, clientAddress }) => {
    const client = shopperClientKey(clientAddress);
    if (passkeyLimits.perClient.hit(client))
      return tooMany(passkeyLimits.perClient, client, 'Too many sign-in attempts. Please try again later.');
    return passkeySignInOptions(url);
  },
);
