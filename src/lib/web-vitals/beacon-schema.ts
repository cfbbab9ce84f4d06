import { z } from 'zod';
import { countQuery } from '#src/lib/validation/query-count';
import { WEB_VITAL_METRICS } from './metrics';
import { DEVICE_CLASSES, PAGE_TYPES } from './page-type';

/** One page view reports each metric once; a later report of the same view replaces the earlier. */
const MAX_METRICS_PER_BEACON = WEB_VITAL_METRICS.length;
/** Past an hour no value is a measurement (a tab left open over a weekend reports its TTFB as sent). */
const MAX_VALUE = 3_600_000;
const MAX_TARGET_LENGTH = 200;

/**
 * The body of POST /api/analytics/web-vitals, sent with sendBeacon when a page is hidden. `view` is a random id
 * the page draws when it loads, only so a second report of the same view replaces the first: it is not kept in
 * any cookie and links no two pages. A long element selector is cut rather than refused.
 */
export const webVitalsBeaconSchema = z.object({
  view: z.string('View is required').regex(/^[A-Za-z0-9-]{16,64}$/, 'View must be 16 to 64 letters, digits or dashes'),
  pageType: z.enum(PAGE_TYPES, `Page type must be one of: ${PAGE_TYPES.join(', ')}`),
  device: z.enum(DEVICE_CLASSES, 'Device must be mobile or desktop'),
  metrics: z
    .array(
      z.object({
        name: z.enum(WEB_VITAL_METRICS, `Metric must be one of: ${WEB_VITAL_METRICS.join(', ')}`),
        value: z
          .number('Value must be a number')
          .min(0, 'Value must be a number from 0 to 3600000')
          .max(MAX_VALUE, 'Value must be a number from 0 to 3600000'),
        target: z
          .string('Target must be text')
          .max(2000, 'Target is too long')
          .transform((s) => s.trim().slice(0, MAX_TARGET_LENGTH) || null)
          .optional(),
      }),
      'Metrics must be a list',
    )
    .min(1, 'At least one metric is required')
    .max(MAX_METRICS_PER_BEACON, `At most ${MAX_METRICS_PER_BEACON} metrics per report`),
});
export type WebVitalsBeacon = z.output<typeof webVitalsBeaconSchema>;

/** GET /api/analytics/web-vitals?days=28 (1 to 400) and its weekly trend (?weeks=8, 1 to 60). */
export const webVitalsQuerySchema = z.object({ days: countQuery('Days', 400, 28) });
export const webVitalsTrendQuerySchema = z.object({ weeks: countQuery('Weeks', 60, 8) });
