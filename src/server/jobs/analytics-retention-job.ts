import { pruneAnalyticsEvents } from '#src/db/queries/analytics';
import type { Job } from './scheduler';

/** Anonymous analytics are kept 13 months: pruned at start and daily. */
export const analyticsRetentionJob: Job = {
  name: 'analytics-retention',
  schedule: { everyMs: 24 * 60 * 60 * 1000, atStart: true },
  run: () => `deleted ${pruneAnalyticsEvents(new Date())} analytics events older than 13 months`,
};
