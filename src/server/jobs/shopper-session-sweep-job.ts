import { deleteExpiredShopperRows } from '#src/db/queries/shoppers';
import type { Job } from './scheduler';
import { SHOPPER_MAX_AGE_MS } from '#src/server/shoppers/shopper-session';

/** Ended shopper sessions and day-old sign-in links are deleted hourly. */
export const shopperSessionSweepJob: Job = {
  name: 'shopper-session-sweep',
  schedule: { everyMs: 60 * 60 * 1000, atStart: true },
  run: () => `deleted ${deleteExpiredShopperRows(Date.now(), SHOPPER_MAX_AGE_MS)} ended shopper sessions and sign-in links`,
};
