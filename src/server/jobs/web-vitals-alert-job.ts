import { alertPoorWebVitals } from '#src/server/analytics/web-vitals-alerts';
import type { Job } from './scheduler';

/** Hourly: a page type whose real visits turn poor is told to the admin once (JOB_INTERVAL_MAX shortens the period). */
export const webVitalsAlertJob: Job = {
  name: 'web-vitals-alert',
  schedule: { everyMs: 60 * 60 * 1000, atStart: true },
  run: () => alertPoorWebVitals(),
};
