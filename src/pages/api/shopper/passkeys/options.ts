import { endpoint } from '#src/server/endpoint';
import { passkeyRegistrationOptions } from '#src/server/shoppers/passkeys';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { passkeyCreationOptionsAnswer } from '#src/lib/api-answers/shopper';

export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Start adding a passkey to the signed-in shopper (WebAuthn registration options)',
    description: 'Needs a shopper session (401 otherwise).',
    response: {
      status: 200,
      description: 'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create',
      schema: passkeyCreationOptionsAnswer,
    },
  },
  ({ locals, url }) => passkeyRegistrationOptions(requireShopper(locals).shopper, url),
);
