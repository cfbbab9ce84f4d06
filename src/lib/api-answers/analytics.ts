import { z } from 'zod';
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
