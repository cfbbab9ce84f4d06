import { sendDueWebhooks } from '#src/server/webhooks/deliver';
import type { Job } from './scheduler';

/** Queued webhook deliveries are sent every half minute (src/server/webhooks/deliver.ts). */
export const webhookDeliveryJob: Job = {
  name: 'webhook-delivery',
  schedule: { everyMs: 30_000, atStart: true },
  run: async () => {
    const { delivered, failed } = await sendDueWebhooks();
    return `${delivered} delivered, ${failed} failed`;
  },
};
