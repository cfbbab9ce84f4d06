import { endpoint } from '#src/server/endpoint';
import { passkeySignInOptions } from '#src/server/shoppers/passkeys';
import { passkeyLimits } from '#src/server/shoppers/rate-limits';
import { passkeyRequestOptionsAnswer } from '#src/lib/api-answers/shopper';

export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    rateLimit: { limiter: passkeyLimits.perClient, message: 'Too many sign-in attempts. Please try again later.' },
    summary: 'Start a passkey sign-in (WebAuthn authentication options)',
    response: {
      status: 200,
      description: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get',
      schema: passkeyRequestOptionsAnswer,
    },
  },
  ({ url }) => {
    return passkeySignInOptions(url);
  },
);
