import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';
import { copyTestData } from '../support/test-server';

const DAY = 86_400_000;
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-jobs-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  SECURE_COOKIES: 'false',
  SEED: 'none',
  PORT: '0',
  HOST: '127.0.0.1',
};

type Server = { child: ChildProcess; output: () => string };

/** Starts scripts/serve.mjs on the shared DATA_DIR and waits until it serves. */
function startServer(): Promise<Server> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 60_000);
    const check = setInterval(() => {
      if (!output.includes('Serving on')) return;
      clearInterval(check);
      clearTimeout(timer);
      resolve({ child, output: () => output });
    }, 50);
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
}

const stop = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

async function waitFor(predicate: () => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  while (!predicate() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

let first: Server | undefined;
let second: Server | undefined;
let third: Server | undefined;

beforeAll(async () => {
  copyTestData(false, dataDir);
  // Sessions past their idle end, past their absolute end, and a live one, for the session sweep at start.
  const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'));
  const staffId = (sqlite.prepare("select id from users where username = 'staff'").get() as { id: number }).id;
  const insert = sqlite.prepare('insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)');
  insert.run('a'.repeat(64), staffId, Date.now() - 1000, Date.now() - 8 * DAY);
  insert.run('b'.repeat(64), staffId, Date.now() + DAY, Date.now() - 31 * DAY);
  insert.run('c'.repeat(64), staffId, Date.now() + DAY, Date.now() - DAY);
  sqlite.close();
  first = await startServer();
  second = await startServer();
});

afterAll(async () => {
  await Promise.all([stop(first), stop(second), stop(third)]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const JOBS_AT_START = ['session-sweep', 'lead-retention', 'analytics-retention', 'demo-media'];

describe('background jobs', () => {
  it('start with the server, before any request, each logged with what it did and how long it took', async () => {
    const output = first!.output;
    await waitFor(() => JOBS_AT_START.every((name) => output().includes(`job ${name}: `)));
    expect(output()).toContain(
      'jobs: this server runs the background jobs (session-sweep, shopper-session-sweep, shopper-alerts, hold-expiry, lead-retention, analytics-retention, web-vitals-alert, demo-media, database-optimize, journal-schedule, webhook-delivery, backup)',
    );
    expect(output()).toMatch(/^job session-sweep: deleted 2 expired sessions \(\d+ ms\)$/m);
    expect(output()).toMatch(/^job lead-retention: deleted \d+ closed financing requests past their retention \(\d+ ms\)$/m);
    expect(output()).toMatch(
      /^job analytics-retention: deleted \d+ analytics events and \d+ web-vitals reports older than 13 months \(\d+ ms\)$/m,
    );
    expect(output()).toMatch(/^job demo-media: rendered \d+ deferred demo images \(\d+ ms\)$/m);
    expect(output()).not.toContain('FAILED');
  });

  it('delete expired sessions on their own, without anyone presenting them (the session sweep)', async () => {
    await waitFor(() => first!.output().includes('job session-sweep: '));
    const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true });
    try {
      const left = sqlite.prepare('select id from sessions order by id').pluck().all() as string[];
      expect(left).toEqual(['c'.repeat(64)]);
    } finally {
      sqlite.close();
    }
  });

  it('are not run by a second server on the same DATA_DIR, which stands by', async () => {
    await waitFor(() => JOBS_AT_START.every((name) => first!.output().includes(`job ${name}: `)));
    // Past the second server's own start jobs, had it run them.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(second!.output()).toContain('jobs: another server on this DATA_DIR runs the background jobs; this one stands by');
    expect(second!.output()).not.toMatch(/^job /m);
    const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true });
    try {
      const lease = sqlite.prepare("select holder from job_leases where name = 'background-jobs'").get() as { holder: string };
      expect(lease.holder).toContain(`/${first!.child.pid}/`);
    } finally {
      sqlite.close();
    }
  });

  it('give their lease up when the server stops, for the other server to take', async () => {
    await stop(first);
    const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true });
    try {
      // Gone, or already taken by the second server's heartbeat: no longer the stopped server's.
      const lease = sqlite.prepare("select holder from job_leases where name = 'background-jobs'").get() as { holder: string } | undefined;
      expect(lease?.holder ?? '').not.toContain(`/${first!.child.pid}/`);
    } finally {
      sqlite.close();
    }
  });

  it('are run at once by a server restarted after a crash, without waiting for the dead one’s lease to run out', async () => {
    const crashed = second!.child;
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed.once('exit', resolve));
    // The lease as the crashed server would have left it: its own, a minute to go.
    const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'));
    sqlite
      .prepare("insert or replace into job_leases (name, holder, expires_at) values ('background-jobs', ?, ?)")
      .run(`${os.hostname()}/${crashed.pid}/dead`, Date.now() + 60_000);
    sqlite.close();
    third = await startServer();
    await waitFor(() => third!.output().includes('job session-sweep: '), 5_000);
    expect(third.output()).toContain('jobs: this server runs the background jobs');
    expect(third.output()).toMatch(/^job session-sweep: /m);
  });
});
