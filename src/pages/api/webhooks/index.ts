import { createWebhookEndpoint, listWebhookEndpoints } from '#src/db/queries/webhooks';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { newWebhookSecret } from '#src/server/webhooks/signature';
import { targetRefusal } from '#src/server/webhooks/deliver';
import { webhookInputSchema } from '#src/lib/webhooks/endpoint-input';
import { webhookCreatedAnswer, webhookEndpointListAnswer } from '#src/lib/api-answers/webhooks';

export const GET = endpoint(
  {
    access: 'admin',
    summary: 'List webhook endpoints',
    response: { description: 'The live endpoints, newest first (never their secret)', schema: webhookEndpointListAnswer },
  },
  () => listWebhookEndpoints(),
);

export const POST = endpoint(
  {
    access: 'admin',
    invalidates: 'nothing',
    summary: 'Register a webhook endpoint',
    description:
      'Deliveries follow the Standard Webhooks specification (webhook-id, webhook-timestamp, webhook-signature `v1,<base64 HMAC-SHA256>`). A loopback, private or link-local target is refused (400 on `url`) unless the server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS=1.',
    body: webhookInputSchema,
    response: { status: 201, description: 'The endpoint, with its signing secret shown this once', schema: webhookCreatedAnswer },
  },
  async ({ body, actor }) => {
    const refused = await targetRefusal(body.url);
    if (refused) return fail('invalid', refused, { errors: { url: refused } });
    const secret = newWebhookSecret();
    return json({ ...createWebhookEndpoint({ ...body, secret }, actor), secret }, 201);
  },
);
