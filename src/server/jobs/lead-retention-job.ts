import { applyFinancingRetention } from '#src/server/leads/retention';
import type { Job } from './scheduler';

/** The financing retention rule (admin setting, 24 months after closing by default), at start and daily. */
export const leadRetentionJob: Job = {
  name: 'lead-retention',
  schedule: { everyMs: 24 * 60 * 60 * 1000, atStart: true },
  run: () => `deleted ${applyFinancingRetention()} closed financing requests past their retention`,
};
