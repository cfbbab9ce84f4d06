import { z } from 'zod';
import { WEBHOOK_EVENTS } from '#src/lib/webhooks/events';
import { isoInstant, recordId } from './common';

/** The answers of /api/webhooks: endpoints (never their secret after the first answer) and their delivery log. */

export const webhookEndpointAnswer = z.object({
  id: recordId,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: isoInstant,
});
export const webhookEndpointListAnswer = z.array(webhookEndpointAnswer);

export const webhookCreatedAnswer = webhookEndpointAnswer.extend({
  secret: z.string().describe('The signing secret (whsec_…), shown this once: verify each delivery’s webhook-signature with it.'),
});

export const webhookDeliveryLogAnswer = z.array(
  z.object({
    id: recordId,
    messageId: z.string().describe('The webhook-id header, the same on every attempt.'),
    eventType: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.int().nonnegative(),
    nextAttemptAt: isoInstant,
    deliveredAt: isoInstant.nullable(),
    createdAt: isoInstant,
    log: z.array(
      z.object({
        statusCode: z.int().nullable().describe('The HTTP status the receiver answered; null when none came back.'),
        error: z.string().nullable(),
        durationMs: z.int().nonnegative(),
        at: isoInstant,
      }),
    ),
  }),
);
