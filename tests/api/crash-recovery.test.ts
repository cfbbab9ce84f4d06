import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCount, describeLoad, loadEmail, missingInquiries, runInquiryLoad } from '../load/inquiry-load';
import { prepareDataDir, startServerProcess, type ServerProcess } from '../load/server-process';

const env = { INQUIRY_RATE_LIMIT: '1000000' };
let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(() => {
  dataDir = prepareDataDir();
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it('keeps every inquiry answered 201 when the server is killed (SIGKILL) mid-load, and serves again on restart', async () => {
    server = await startServerProcess(dataDir, env);
    const tag = `crash${Date.now().toString(36)}`;
    const stop = new AbortController();
    // Kill once the load is in full swing (300 accepted): requests are in flight and commits under way.
    const swing = acceptedCount(300, 45_000);
    const load = runInquiryLoad(server.url, {
      writers: 200,
      readers: 5,
      durationMs: 60_000,
      tag,
      readPaths: ['/', '/api/vehicles'],
      signal: stop.signal,
      onAccepted: swing.onAccepted,
    });
    await swing.reached;
    const killedAt = Date.now();
    await server.kill('SIGKILL');
    stop.abort();
    const report = await load;
    console.log(`[crash] ${describeLoad(report)}`);
    const acceptedBeforeKill = report.accepted.filter((a) => a.answeredAt <= killedAt);
    expect(acceptedBeforeKill.length).toBeGreaterThanOrEqual(300);
    // Nothing but 201 before the kill; after it, only connection errors.
    expect(Object.keys(report.postStatuses).filter((s) => s !== '201' && s !== 'network')).toEqual([]);

    server = await startServerProcess(dataDir, env);
    expect((await fetch(server.url + '/')).status).toBe(200);
    expect((await fetch(server.url + '/api/vehicles')).status).toBe(200);
    const after = await fetch(server.url + '/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'After Crash',
        email: loadEmail(`${tag}-after`),
        subject: 'After the restart',
        message: 'Is the site taking inquiries again?',
      }),
    });
    expect(after.status).toBe(201);
    await server.kill('SIGTERM');
    server = undefined;

    const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { fileMustExist: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      const stored = sqlite.prepare("select email from inquiries where email like ? || '-%'").pluck().all(tag) as string[];
      expect(missingInquiries(report.accepted, stored)).toEqual([]);
      expect(stored).toContain(loadEmail(`${tag}-after`));
    } finally {
      sqlite.close();
    }
  }, 150_000);
});
