import { expireHolds } from '#src/server/holds/hold-steps';
import type { Job } from './scheduler';

/**
 * Holds against a deposit end by themselves (issue 23 item 8): every 15 s an
 * accepted or reserved hold past its expiry is released, a reserved car is
 * available again and its customer is e-mailed. One indexed query when none is due.
 */
export const holdExpiryJob: Job = {
  name: 'hold-expiry',
  schedule: { everyMs: 15_000, atStart: true },
  run: async () => `released ${await expireHolds()} expired holds`,
};
