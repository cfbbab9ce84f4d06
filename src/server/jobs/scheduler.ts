import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { nextRunAt } from './time-of-day';

/** A background job: what it is called, when it runs, and the work, which says what it did. */
export type Job = {
  name: string;
  schedule: JobSchedule;
  /** Does the work once; the text says what it did (the log line's middle). A throw is a failed run. */
  run: () => string | Promise<string>;
};

/** Every `everyMs` (and once when the jobs start, with `atStart`), or daily at a local time of day. */
export type JobSchedule = { everyMs: number; atStart?: boolean } | { dailyAt: readonly [hours: number, minutes: number, seconds: number] };

/** The lease that makes one process of a DATA_DIR run the jobs (src/db/queries/job-leases.ts, or a fake in tests). */
export type Lease = {
  /** Takes or renews the lease for `holder`; true when `holder` holds it afterwards. */
  acquire(holder: string): boolean;
  release(holder: string): void;
};

export type JobLog = Pick<Console, 'log' | 'error'>;

export type SchedulerOptions = {
  lease: Lease;
  log?: JobLog;
  /** How often the lease is renewed, or asked for by a server standing by. Its time to live is 4 times this. */
  heartbeatMs?: number;
};

/** The lease's time to live for a heartbeat: a leader missing three heartbeats in a row loses it. */
export const leaseTtlFor = (heartbeatMs: number) => heartbeatMs * 4;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs a job once and logs one line: its name, what it did and how long it took, or FAILED with the
 * reason on stderr. Never throws: a failing job does not take the server down, and runs again at its
 * next time.
 */
export async function runJob(job: Job, log: JobLog = console): Promise<boolean> {
  const started = performance.now();
  const took = () => `${Math.round(performance.now() - started)} ms`;
  try {
    const did = await job.run();
    log.log(`job ${job.name}: ${did} (${took()})`);
    return true;
  } catch (error) {
    log.error(`job ${job.name} FAILED after ${took()}: ${message(error)}`);
    return false;
  }
}

/**
 * Starts the jobs in this process, or has it stand by while another process of the same DATA_DIR holds
 * the lease. The lease is renewed every heartbeat; a process standing by asks for it as often and takes
 * over when the holder stopped (released it) or died (let it expire). Each run checks the lease again
 * first, so a process that lost it (stalled past its expiry) never runs a job the new holder runs too.
 * A job still running at its next time is not started twice.
 */
export function startScheduler(jobs: Job[], { lease, log = console, heartbeatMs = 15_000 }: SchedulerOptions): { stop(): void } {
  const holder = `${os.hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  const running = new Set<string>();
  let timers: ReturnType<typeof setTimeout>[] = [];
  let leading = false;
  let stopped = false;

  const holds = () => {
    try {
      return lease.acquire(holder);
    } catch (error) {
      log.error(`jobs: the lease could not be checked: ${message(error)}`);
      return false;
    }
  };

  const runIfLeading = async (job: Job) => {
    if (stopped || running.has(job.name) || !holds()) return;
    running.add(job.name);
    try {
      await runJob(job, log);
    } finally {
      running.delete(job.name);
    }
  };

  const keep = <T extends ReturnType<typeof setTimeout>>(timer: T): T => {
    timer.unref();
    timers.push(timer);
    return timer;
  };

  const scheduleDaily = (job: Job, time: readonly [number, number, number]) => {
    const wait = nextRunAt(new Date(), time).getTime() - Date.now();
    keep(
      setTimeout(() => {
        void runIfLeading(job).finally(() => leading && scheduleDaily(job, time));
      }, wait),
    );
  };

  const lead = () => {
    leading = true;
    log.log(`jobs: this server runs the background jobs (${jobs.map((job) => job.name).join(', ')})`);
    for (const job of jobs) {
      const { schedule } = job;
      if ('dailyAt' in schedule) scheduleDaily(job, schedule.dailyAt);
      else {
        if (schedule.atStart) void runIfLeading(job);
        keep(setInterval(() => void runIfLeading(job), schedule.everyMs));
      }
    }
  };

  const standBy = (first: boolean) => {
    if (leading) log.log('jobs: another server on this DATA_DIR took over the background jobs');
    else if (first) log.log('jobs: another server on this DATA_DIR runs the background jobs; this one stands by');
    leading = false;
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };

  const heartbeat = (first = false) => {
    if (stopped) return;
    if (holds()) {
      if (!leading) lead();
    } else standBy(first);
  };

  heartbeat(true);
  const beat = setInterval(heartbeat, heartbeatMs);
  beat.unref();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(beat);
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      // Another server waiting for the jobs takes them at its next heartbeat instead of at the expiry.
      if (leading) {
        try {
          lease.release(holder);
        } catch (error) {
          log.error(`jobs: the lease could not be released: ${message(error)}`);
        }
      }
      leading = false;
    },
  };
}
