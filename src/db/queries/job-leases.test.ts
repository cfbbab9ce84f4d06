import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { acquireJobLease, readJobLease, releaseJobLease } from './job-leases';

let database: Db;
beforeEach(() => {
  database = openDatabase(':memory:');
  applyMigrations(database, 'src/db/migrations');
});

const t0 = new Date('2026-11-27T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('acquireJobLease', () => {
  it('gives a free lease to the first holder, and refuses it to another until it expires', () => {
    expect(acquireJobLease('jobs', 'a', 60_000, { now: t0, database })).toBe(true);
    expect(acquireJobLease('jobs', 'b', 60_000, { now: later(59_999), database })).toBe(false);
    expect(readJobLease('jobs', database)).toEqual({ holder: 'a', expiresAt: later(60_000) });
    expect(acquireJobLease('jobs', 'b', 60_000, { now: later(60_001), database })).toBe(true);
    expect(readJobLease('jobs', database)?.holder).toBe('b');
    expect(acquireJobLease('jobs', 'a', 60_000, { now: later(60_002), database })).toBe(false);
  });

  it('renews the holder’s own lease, pushing its expiry on', () => {
    acquireJobLease('jobs', 'a', 60_000, { now: t0, database });
    expect(acquireJobLease('jobs', 'a', 60_000, { now: later(50_000), database })).toBe(true);
    expect(acquireJobLease('jobs', 'b', 60_000, { now: later(100_000), database })).toBe(false);
  });

  it('takes a lease at once from a holder known to be gone (a process of this machine that died)', () => {
    acquireJobLease('jobs', 'host/101/x', 60_000, { now: t0, database });
    expect(acquireJobLease('jobs', 'host/202/y', 60_000, { now: later(1_000), database, holderGone: () => false })).toBe(false);
    expect(acquireJobLease('jobs', 'host/202/y', 60_000, { now: later(1_000), database, holderGone: (h) => h === 'host/101/x' })).toBe(
      true,
    );
    expect(readJobLease('jobs', database)?.holder).toBe('host/202/y');
  });

  it('keeps leases of different names apart', () => {
    expect(acquireJobLease('one', 'a', 60_000, { now: t0, database })).toBe(true);
    expect(acquireJobLease('two', 'b', 60_000, { now: t0, database })).toBe(true);
  });

  it('releases only the holder’s lease', () => {
    acquireJobLease('jobs', 'a', 60_000, { now: t0, database });
    releaseJobLease('jobs', 'b', database);
    expect(acquireJobLease('jobs', 'b', 60_000, { now: t0, database })).toBe(false);
    releaseJobLease('jobs', 'a', database);
    expect(acquireJobLease('jobs', 'b', 60_000, { now: t0, database })).toBe(true);
  });
});

describe('acquireJobLease across two connections to one file (two processes on one DATA_DIR)', () => {
  let dir: string;
  let first: Db;
  let second: Db;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-lease-'));
    first = openDatabase(path.join(dir, 'db.sqlite'));
    applyMigrations(first, 'src/db/migrations');
    second = openDatabase(path.join(dir, 'db.sqlite'));
  });
  afterEach(() => {
    first.$client.close();
    second.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('has one holder at a time', () => {
    const now = new Date();
    expect(acquireJobLease('jobs', 'first', 60_000, { now, database: first })).toBe(true);
    expect(acquireJobLease('jobs', 'second', 60_000, { now, database: second })).toBe(false);
    releaseJobLease('jobs', 'first', first);
    expect(acquireJobLease('jobs', 'second', 60_000, { now, database: second })).toBe(true);
    expect(acquireJobLease('jobs', 'first', 60_000, { now, database: first })).toBe(false);
  });
});
