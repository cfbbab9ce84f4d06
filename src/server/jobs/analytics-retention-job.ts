import { pruneAnalyticsEvents } from '#src/db/queries/analytics';
import { pruneWebVitals } from '#src/db/queries/web-vitals';
import type { Job } from './scheduler';

/** Anonymous analytics and web-vitals reports are kept 13 months: pruned at start and daily. */
export const analyticsRetentionJob: Job = {
  name: 'analytics-retention',
  schedule: { everyMs: 24 * 60 * 60 * 1000, atStart: true },
  run: () => {
    const now = new Date();
    return `deleted ${pruneAnalyticsEvents(now)} analytics events and ${pruneWebVitals(now)} web-vitals reports older than 13 months`;
  },
};
