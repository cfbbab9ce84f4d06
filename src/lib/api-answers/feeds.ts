import { z } from 'zod';
import { isoInstant } from './common';

/** GET /api/feeds: each marketplace feed. */
export const feedStatusAnswer = z.object({
  name: z.enum(['google', 'meta', 'inventory']),
  label: z.string(),
  url: z.url().describe('Where the marketplace fetches it.'),
  vehicles: z.int().nonnegative().describe('Vehicles in the feed now.'),
  lastFetchedAt: isoInstant.nullable().describe('Null until first fetched.'),
  fetches: z.int().nonnegative(),
});
export type FeedStatusAnswer = z.output<typeof feedStatusAnswer>;
export const feedStatusesAnswer = z.array(feedStatusAnswer);
