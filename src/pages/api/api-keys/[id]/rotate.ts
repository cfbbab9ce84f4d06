import { rotateApiKey } from '#src/db/queries/api-keys';
import { newKeySecret } from '#src/server/api-keys/secrets';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { apiKeySecretAnswer } from '#src/lib/api-answers/api-keys';

const NOT_FOUND = 'No such API key (it may be revoked)';

export const POST = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing',
    summary: 'Rotate an API key',
    description: 'A new secret, shown this once; the old one stops at once. Rotating goes in the activity log.',
    params: idParams,
    notFound: NOT_FOUND,
    response: { description: 'The key with its new secret', schema: apiKeySecretAnswer },
  },
  ({ params, actor }) => {
    const { secret, secretHash, hint } = newKeySecret();
    const key = rotateApiKey(params.id, { secretHash, hint }, actor);
    return key ? { ...key, secret } : fail('not-found', NOT_FOUND);
  },
);
