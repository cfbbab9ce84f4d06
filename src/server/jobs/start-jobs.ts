import { acquireJobLease, releaseJobLease } from '#src/db/queries/job-leases';
import { config } from '#src/server/config';
import { analyticsRetentionJob } from './analytics-retention-job';
import { backupJob } from './backup-job';
import { databaseOptimizeJob } from './database-optimize-job';
import { demoMediaJob } from './demo-media-job';
import { leadRetentionJob } from './lead-retention-job';
import { startScheduler, leaseTtlFor, type Job } from './scheduler';
import { sessionSweepJob } from './session-sweep-job';

/** The one lease of a DATA_DIR's jobs: the server holding it runs them all. */
const LEASE = 'background-jobs';
const HEARTBEAT_MS = 15_000;

/** Every background job of the server, in the order they first run. */
export function serverJobs(): Job[] {
  const backup = backupJob(config());
  return [sessionSweepJob, leadRetentionJob, analyticsRetentionJob, demoMediaJob, databaseOptimizeJob, ...(backup ? [backup] : [])];
}

/**
 * Starts the server's background jobs: called once, by the server's boot (src/server/boot.ts). Of two
 * servers on one DATA_DIR only the one holding the lease runs them; the other stands by and takes over
 * when the first stops. Returns the stop, which gives the lease up.
 */
export function startJobs(): { stop(): void } {
  return startScheduler(serverJobs(), {
    heartbeatMs: HEARTBEAT_MS,
    lease: {
      acquire: (holder) => acquireJobLease(LEASE, holder, leaseTtlFor(HEARTBEAT_MS)),
      release: (holder) => releaseJobLease(LEASE, holder),
    },
  });
}
