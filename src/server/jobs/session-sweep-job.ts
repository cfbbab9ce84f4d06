import { deleteExpiredSessions } from '#src/server/auth/session';
import type { Job } from './scheduler';

/** Expired staff sessions (idle or past their absolute end) are deleted hourly, so abandoned ones do not pile up. */
export const sessionSweepJob: Job = {
  name: 'session-sweep',
  schedule: { everyMs: 60 * 60 * 1000, atStart: true },
  run: () => `deleted ${deleteExpiredSessions()} expired sessions`,
};
