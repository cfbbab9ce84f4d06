import { webhookDeliveryLog } from '#src/db/queries/webhooks';
import { endpoint, idParams } from '#src/server/endpoint';
import { webhookDeliveryLogAnswer } from '#src/lib/api-answers/webhooks';

export const GET = endpoint(
  {
    access: 'admin',
    summary: "A webhook endpoint's delivery log",
    params: idParams,
    notFound: 'No such webhook endpoint',
    response: {
      description: 'The latest deliveries, newest first, each with every attempt and its status',
      schema: webhookDeliveryLogAnswer,
    },
  },
  ({ params }) => webhookDeliveryLog(params.id),
);
