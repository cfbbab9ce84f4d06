import { requeueWebhookDelivery } from '#src/db/queries/webhooks';
import { endpoint, fail, idParams } from '#src/server/endpoint';

const NOT_FOUND = 'No such delivery';

export const POST = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing',
    summary: 'Send a webhook delivery again',
    description: 'Queued for the next run of the delivery job, with the same webhook-id and body.',
    params: idParams,
    notFound: NOT_FOUND,
    response: { status: 204, description: 'Queued' },
  },
  ({ params }) => (requeueWebhookDelivery(params.id) ? undefined : fail('not-found', NOT_FOUND)),
);
