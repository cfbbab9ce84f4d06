import { revokeApiKey } from '#src/db/queries/api-keys';
import { endpoint, fail, idParams } from '#src/server/endpoint';

const NOT_FOUND = 'No such API key (it may be revoked already)';

export const DELETE = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing',
    summary: 'Revoke an API key',
    description: 'The key stops at once. Revoking goes in the activity log.',
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 204, description: 'Revoked' },
  },
  ({ params, actor }) => (revokeApiKey(params.id, actor) ? undefined : fail('not-found', NOT_FOUND)),
);
