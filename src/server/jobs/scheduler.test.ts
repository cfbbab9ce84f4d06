import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runJob, startScheduler, type Job, type Lease } from './scheduler';

/** A lease shared by the schedulers of one test, as the database row is shared by two processes. */
function fakeLease(): Lease & { holder: string | undefined; expiresAt: number } {
  return {
    holder: undefined,
    expiresAt: 0,
    acquire(holder) {
      if (this.holder && this.holder !== holder && this.expiresAt > Date.now()) return false;
      this.holder = holder;
      this.expiresAt = Date.now() + 4_000;
      return true;
    },
    release(holder) {
      if (this.holder === holder) this.holder = undefined;
    },
  };
}

function recorder() {
  const lines: string[] = [];
  return { lines, log: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERR ${line}`) } };
}

beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 27, 2, 59, 0) }));
afterEach(() => vi.useRealTimers());

describe('runJob', () => {
  it('logs one line with the job’s name, what it did and how long it took', async () => {
    const { lines, log } = recorder();
    expect(await runJob({ name: 'sweep', schedule: { everyMs: 1000 }, run: () => 'deleted 3 expired sessions' }, log)).toBe(true);
    expect(lines).toEqual([expect.stringMatching(/^job sweep: deleted 3 expired sessions \(\d+ ms\)$/)]);
  });

  it('reports a failure with the job’s name on stderr and does not throw, sync or async', async () => {
    const { lines, log } = recorder();
    const failing: Job = {
      name: 'backup',
      schedule: { everyMs: 1000 },
      run: () => {
        throw new Error('disk full');
      },
    };
    expect(await runJob(failing, log)).toBe(false);
    expect(await runJob({ ...failing, run: () => Promise.reject(new Error('locked')) }, log)).toBe(false);
    expect(lines).toEqual([
      expect.stringMatching(/^ERR job backup FAILED after \d+ ms: disk full$/),
      expect.stringMatching(/^ERR job backup FAILED after \d+ ms: locked$/),
    ]);
  });
});

describe('startScheduler', () => {
  it('runs start jobs at once, then every interval; daily jobs at their time of day', async () => {
    const { lines, log } = recorder();
    const runs: string[] = [];
    const scheduler = startScheduler(
      [
        { name: 'sweep', schedule: { everyMs: 60_000, atStart: true }, run: () => (runs.push('sweep'), 'ok') },
        { name: 'optimize', schedule: { everyMs: 60_000 }, run: () => (runs.push('optimize'), 'ok') },
        { name: 'backup', schedule: { dailyAt: [3, 0, 0] }, run: () => (runs.push('backup'), 'ok') },
      ],
      { lease: fakeLease(), log, heartbeatMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['sweep']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['sweep', 'sweep', 'optimize', 'backup']);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs.filter((r) => r === 'backup')).toHaveLength(2);
    expect(lines[0]).toBe('jobs: this server runs the background jobs (sweep, optimize, backup)');
    scheduler.stop();
  });

  it('a failing job runs again at its next time, and the others keep running', async () => {
    const { lines, log } = recorder();
    let attempts = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'flaky',
          schedule: { everyMs: 1_000, atStart: true },
          run: () => {
            attempts += 1;
            if (attempts === 1) throw new Error('busy');
            return 'fine';
          },
        },
      ],
      { lease: fakeLease(), log, heartbeatMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(2);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ERR job flaky FAILED after \d+ ms: busy$/),
      expect.stringMatching(/^job flaky: fine/),
    ]);
    scheduler.stop();
  });

  it('does not start a job again while its last run is still going', async () => {
    let started = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'render',
          schedule: { everyMs: 1_000, atStart: true },
          run: () => (started++, new Promise<string>((done) => setTimeout(() => done('ok'), 3_500))),
        },
      ],
      { lease: fakeLease(), log: recorder().log, heartbeatMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    scheduler.stop();
  });

  it('of two schedulers on one lease only the holder runs the jobs; the other takes over when it stops', async () => {
    const lease = fakeLease();
    const a = recorder();
    const b = recorder();
    const runs: string[] = [];
    const jobs = (who: string): Job[] => [
      { name: 'sweep', schedule: { everyMs: 1_000, atStart: true }, run: () => (runs.push(who), 'ok') },
    ];
    const first = startScheduler(jobs('first'), { lease, log: a.log, heartbeatMs: 1_000 });
    const second = startScheduler(jobs('second'), { lease, log: b.log, heartbeatMs: 1_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.every((who) => who === 'first')).toBe(true);
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(b.lines).toEqual(['jobs: another server on this DATA_DIR runs the background jobs; this one stands by']);

    first.stop();
    runs.length = 0;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((who) => who === 'second')).toBe(true);
    expect(b.lines[1]).toBe('jobs: this server runs the background jobs (sweep)');
    second.stop();
  });

  it('takes over from a holder that died (its lease expired unrenewed)', async () => {
    const lease = fakeLease();
    lease.acquire('a process that died');
    const runs: number[] = [];
    const scheduler = startScheduler(
      [{ name: 'sweep', schedule: { everyMs: 60_000, atStart: true }, run: () => (runs.push(Date.now()), 'ok') }],
      {
        lease,
        log: recorder().log,
        heartbeatMs: 1_000,
      },
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toHaveLength(1);
    scheduler.stop();
  });

  it('skips a run when the lease was lost in between (a stalled holder never runs what the new one runs)', async () => {
    const lease = fakeLease();
    const runs: string[] = [];
    const scheduler = startScheduler([{ name: 'sweep', schedule: { everyMs: 10_000 }, run: () => (runs.push('ran'), 'ok') }], {
      lease,
      log: recorder().log,
      heartbeatMs: 60_000,
    });
    // Another process takes the lease (as after this one stalled past its expiry).
    lease.holder = 'another';
    lease.expiresAt = Date.now() + 1_000_000;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual([]);
    scheduler.stop();
  });
});
