import { removeWebhookEndpoint } from '#src/db/queries/webhooks';
import { endpoint, fail, idParams } from '#src/server/endpoint';

const NOT_FOUND = 'No such webhook endpoint';

export const DELETE = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing',
    summary: 'Remove a webhook endpoint',
    description: 'Nothing more is sent to it; its delivery log is kept.',
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 204, description: 'Removed' },
  },
  ({ params, actor }) => (removeWebhookEndpoint(params.id, actor) ? undefined : fail('not-found', NOT_FOUND)),
);
