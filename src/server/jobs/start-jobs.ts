import os from 'node:os';
import { acquireJobLease, releaseJobLease } from '#src/db/queries/job-leases';
import { config } from '#src/server/config';
import { analyticsRetentionJob } from './analytics-retention-job';
import { backupJob } from './backup-job';
import { databaseOptimizeJob } from './database-optimize-job';
import { demoMediaJob } from './demo-media-job';
import { holdExpiryJob } from './hold-expiry-job';
import { journalScheduleJob } from './journal-schedule-job';
import { leadRetentionJob } from './lead-retention-job';
import { startScheduler, leaseTtlFor, type Job } from './scheduler';
import { sessionSweepJob } from './session-sweep-job';
import { shopperAlertsJob } from './shopper-alerts-job';
import { shopperSessionSweepJob } from './shopper-session-sweep-job';
import { webVitalsAlertJob } from './web-vitals-alert-job';
import { webhookDeliveryJob } from './webhook-delivery-job';

/** The one lease of a DATA_DIR's jobs: the server holding it runs them all. */
const LEASE = 'background-jobs';
const HEARTBEAT_MS = 15_000;

/**
 * A holder (the scheduler names it host/pid/random) that was a process of this machine and no longer
 * runs: a server that crashed or was killed. Its lease is taken at once rather than when it expires, so
 * a server restarted after a crash runs the jobs from its start.
 */
export function holderIsGone(holder: string): boolean {
  const parts = holder.split('/');
  const pid = parts.at(-2);
  const host = parts.slice(0, -2).join('/');
  if (host !== os.hostname() || !/^\d+$/.test(pid ?? '') || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // ESRCH: no such process. EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Every background job of the server, in the order they first run. */
export function serverJobs(): Job[] {
  const backup = backupJob(config());
  return [
    sessionSweepJob,
    shopperSessionSweepJob,
    shopperAlertsJob,
    holdExpiryJob,
    leadRetentionJob,
    analyticsRetentionJob,
    webVitalsAlertJob,
    demoMediaJob,
    databaseOptimizeJob,
    journalScheduleJob(),
    webhookDeliveryJob,
    ...(backup ? [backup] : []),
  ];
}

/**
 * Starts the server's background jobs: called once, by the server's boot (src/server/boot.ts). Of two
 * servers on one DATA_DIR only the one holding the lease runs them; the other stands by and takes over
 * when the first stops. Returns the stop, which gives the lease up.
 */
export function startJobs(): { stop(): void } {
  const most = config().JOB_INTERVAL_MAX;
  const jobs = serverJobs().map((job) =>
    most !== undefined && 'everyMs' in job.schedule && job.schedule.everyMs > most
      ? { ...job, schedule: { ...job.schedule, everyMs: most } }
      : job,
  );
  return startScheduler(jobs, {
    heartbeatMs: HEARTBEAT_MS,
    lease: {
      acquire: (holder) => acquireJobLease(LEASE, holder, leaseTtlFor(HEARTBEAT_MS), { holderGone: holderIsGone }),
      release: (holder) => releaseJobLease(LEASE, holder),
    },
  });
}
