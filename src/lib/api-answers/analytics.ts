import { z } from 'zod';
import { WEB_VITAL_METRICS, WEB_VITAL_RATINGS } from '#src/lib/web-vitals/metrics';
import { DEVICE_CLASSES, PAGE_TYPES } from '#src/lib/web-vitals/page-type';
import { isoInstant, recordId } from './common';

const count = z.int().nonnegative();

/** GET /api/analytics/summary: the last `days` calendar days (dealer's time zone) up to now. */
export const analyticsSummaryAnswer = z.object({
  range: z.object({ from: isoInstant, to: isoInstant }),
  visitsPerDay: z.array(z.object({ date: z.iso.date(), visits: count })).describe('Every day of the range, oldest first.'),
  totals: z.object({ visits: count, pageViews: count, vehicleViews: count }),
  topVehicles: z
    .array(z.object({ vehicleId: recordId, title: z.string().describe('`Removed vehicle #id` once deleted.'), views: count }))
    .describe('The most viewed vehicles, most first.'),
  sources: z
    .array(z.object({ source: z.string(), medium: z.string(), visits: count }))
    .describe('Visits by UTM source and medium (`unknown` when not given).'),
  campaigns: z.array(z.object({ campaign: z.string(), visits: count, inquiries: count })),
  abTest: z
    .array(
      z.object({
        variant: z.enum(['A', 'B']),
        views: count,
        conversions: count,
        rate: z.number().min(0).describe('conversions / views, to 4 decimals; 0 without views.'),
      }),
    )
    .describe('Variant A then B.'),
});
export type AnalyticsSummaryAnswer = z.output<typeof analyticsSummaryAnswer>;

const pageType = z.enum(PAGE_TYPES);
const device = z.enum(DEVICE_CLASSES);
const metric = z.enum(WEB_VITAL_METRICS);
const rating = z.enum(WEB_VITAL_RATINGS).describe("Google's rating of the p75: good, needs-improvement or poor.");
const p75 = z.number().nonnegative().describe('The 75th percentile: milliseconds, CLS unitless.');

/** GET /api/analytics/web-vitals: p75 per page type, device class and metric. */
export const webVitalsAnswer = z
  .array(
    z.object({
      pageType,
      device,
      metric,
      p75,
      count: count.describe('Page views behind the p75.'),
      rating,
      topElement: z
        .object({ target: z.string(), count })
        .nullable()
        .describe('LCP and INP: the element (a CSS selector) most often responsible, and in how many views; null otherwise.'),
    }),
  )
  .describe('Ordered by page type, device (mobile first) and metric.');
export type WebVitalsAnswer = z.output<typeof webVitalsAnswer>;

/** GET /api/analytics/web-vitals/weekly. */
export const webVitalsTrendAnswer = z.array(
  z.object({
    weekStart: z.iso.date(),
    device,
    metric,
    p75: p75.nullable(),
    count,
    rating: rating.nullable(),
  }),
);
export type WebVitalsTrendAnswer = z.output<typeof webVitalsTrendAnswer>;

/** GET /api/analytics/web-vitals/alerts. */
export const webVitalAlertsAnswer = z.array(z.object({ pageType, device, metric, p75, visits: count, alertedAt: isoInstant }));
export type WebVitalAlertsAnswer = z.output<typeof webVitalAlertsAnswer>;
