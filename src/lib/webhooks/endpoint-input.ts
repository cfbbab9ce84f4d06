import { z } from 'zod';
import { WEBHOOK_EVENTS } from './events';

/** A webhook endpoint the admin registers: where to send, and which events. */
export const webhookInputSchema = z.object({
  url: z
    .string('URL is required')
    .trim()
    .max(2000, 'URL must be at most 2000 characters.')
    .regex(/^https?:\/\/\S+$/i, 'URL must be an https:// (or http://) address.')
    .describe('Where deliveries are posted.'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}`), 'Events must be a list')
    .min(1, 'Choose at least one event.')
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)))
    .describe(`The events to send: ${WEBHOOK_EVENTS.join(', ')}.`),
});
