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
    expect(acquireJobLease('jobs', 'a', 60_000, t0, database)).toBe(true);
    expect(acquireJobLease('jobs', 'b', 60_000, later(59_999), database)).toBe(false);
    expect(readJobLease('jobs', database)).toEqual({ holder: 'a', expiresAt: later(60_000) });
    expect(acquireJobLease('jobs', 'b', 60_000, later(60_001), database)).toBe(true);
    expect(readJobLease('jobs', database)?.holder).toBe('b');
    expect(acquireJobLease('jobs', 'a', 60_000, later(60_002), database)).toBe(false);
  });

  it('renews the holder’s own lease, pushing its expiry on', () => {
    acquireJobLease('jobs', 'a', 60_000, t0, database);
    expect(acquireJobLease('jobs', 'a', 60_000, later(50_000), database)).toBe(true);
    expect(acquireJobLease('jobs', 'b', 60_000, later(100_000), database)).toBe(false);
  });

  it('keeps leases of different names apart', () => {
    expect(acquireJobLease('one', 'a', 60_000, t0, database)).toBe(true);
    expect(acquireJobLease('two', 'b', 60_000, t0, database)).toBe(true);
  });

  it('releases only the holder’s lease', () => {
    acquireJobLease('jobs', 'a', 60_000, t0, database);
    releaseJobLease('jobs', 'b', database);
    expect(acquireJobLease('jobs', 'b', 60_000, t0, database)).toBe(false);
    releaseJobLease('jobs', 'a', database);
    expect(acquireJobLease('jobs', 'b', 60_000, t0, database)).toBe(true);
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
    expect(acquireJobLease('jobs', 'first', 60_000, now, first)).toBe(true);
    expect(acquireJobLease('jobs', 'second', 60_000, now, second)).toBe(false);
    releaseJobLease('jobs', 'first', first);
    expect(acquireJobLease('jobs', 'second', 60_000, now, second)).toBe(true);
    expect(acquireJobLease('jobs', 'first', 60_000, now, first)).toBe(false);
  });
});
