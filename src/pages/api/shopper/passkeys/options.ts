import { endpoint } from '#src/server/endpoint';
import { passkeyRegistrationOptions } from '#src/server/shoppers/passkeys';
import { requireShopper } from '#src/server/shoppers/shopper-session';

export const POST = endpoint(
  {
    access: 'public',
    summary: 'Start adding a passkey to the signed-in shopper (WebAuthn registration options)',
    description: 'Needs a shopper session (401 otherwise).',
    response: { description: 'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create' },
  },
  ({ locals, url }) => passkeyRegistrationOptions(requireShopper(locals).shopper, url),
);
