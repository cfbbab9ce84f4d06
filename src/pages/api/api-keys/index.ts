import { createApiKey, listApiKeys } from '#src/db/queries/api-keys';
import { newKeySecret } from '#src/server/api-keys/secrets';
import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { apiKeyInputSchema } from '#src/lib/api-keys/key-input';
import { apiKeyListAnswer, apiKeySecretAnswer } from '#src/lib/api-answers/api-keys';

export const GET = endpoint(
  {
    access: 'admin',
    summary: "List machines' API keys",
    response: {
      description: 'The live keys: name, scopes, when made and last used and from where (never a secret)',
      schema: apiKeyListAnswer,
    },
  },
  () => listApiKeys(),
);

export const POST = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing',
    summary: 'Create an API key',
    description: 'The answer carries the secret this once; only its SHA-256 is kept. Creating a key goes in the activity log.',
    body: apiKeyInputSchema,
    response: { status: 201, description: 'The new key, with its secret', schema: apiKeySecretAnswer },
  },
  ({ body, actor }) => {
    const { secret, secretHash, hint } = newKeySecret();
    const key = createApiKey({ name: body.name, scopes: body.scopes, secretHash, hint }, actor);
    return json({ ...key, secret }, 201);
  },
);
