import { z } from 'zod';
import { countQuery } from '#src/lib/validation/query-count';

/**
 * The body of POST /api/events: anonymous events keyed only by the random
 * session id. Long texts are cut rather than refused (a long path is not an
 * attack worth a 400); absurd ones are refused.
 */
const text = (max: number) =>
  z
    .string()
    .max(2000)
    .transform((s) => s.trim().slice(0, max) || null);
const path = text(300);
const variant = z.enum(['A', 'B'], 'Variant must be A or B');

export const ANALYTICS_EVENT_TYPES = ['visit', 'pageview', 'vehicle_view', 'ab_view', 'ab_conversion'] as const;
export const MAX_EVENTS_PER_BATCH = 50;

export const analyticsEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('visit'),
      path: path.optional(),
      source: text(100).optional(),
      medium: text(100).optional(),
      campaign: text(100).optional(),
    }),
    z.object({ type: z.literal('pageview'), path }),
    z.object({
      type: z.literal('vehicle_view'),
      vehicleId: z.int('Vehicle must be a whole number').positive('Vehicle must be a whole number'),
      path: path.optional(),
    }),
    z.object({ type: z.literal('ab_view'), variant }),
    z.object({ type: z.literal('ab_conversion'), variant }),
  ],
  { error: `Type must be one of: ${ANALYTICS_EVENT_TYPES.join(', ')}` },
);

export const analyticsBatchSchema = z.object({
  sessionId: z.string('Session id is required').regex(/^[A-Za-z0-9-]{8,64}$/, 'Session id must be 8 to 64 letters, digits or dashes'),
  events: z
    .array(analyticsEventSchema)
    .min(1, 'At least one event is required')
    .max(MAX_EVENTS_PER_BATCH, `At most ${MAX_EVENTS_PER_BATCH} events per batch`),
});

export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.output<typeof analyticsBatchSchema>;

/** GET /api/analytics/summary?days=30: 1 to 400 days. */
export const summaryQuerySchema = z.object({ days: countQuery('Days', 400, 30) });
