import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { describeLoad, missingInquiries, runInquiryLoad } from '../load/inquiry-load';
import { prepareDataDir, startServerProcess, type ServerProcess } from '../load/server-process';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const two = (n: number) => String(n).padStart(2, '0');
/** A BACKUP_TIME `seconds` from now, in local time as the server reads it. */
const timeIn = (seconds: number) => {
  const at = new Date(Date.now() + seconds * 1000);
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
};
/** The backup folder's name is its start time: 2026-04-13T03-00-00-000Z. */
const stampTime = (name: string) => Date.parse(name.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z'));

function restore(backup: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', backup], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

async function waitForBackup(backups: string, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const done = fs.existsSync(backups) ? fs.readdirSync(backups).filter((n) => /^\d{4}-.*Z$/.test(n)) : [];
    if (done.length) return path.join(backups, done[0]);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No backup appeared in ${backups}`);
}

describe('the daily backup and npm run restore', () => {
  it('backs up on its own under write load, refuses to restore while the server runs, and the restore holds every acknowledged write', async () => {
    dataDir = prepareDataDir({ SEED: 'none' });
    server = await startServerProcess(dataDir, { INQUIRY_RATE_LIMIT: '1000000', BACKUP_TIME: timeIn(12), BACKUP_KEEP: '14' });
    const tag = `restore${Date.now().toString(36)}`;
    const stop = new AbortController();
    const load = runInquiryLoad(server.url, { writers: 20, durationMs: 120_000, tag, signal: stop.signal });

    const backup = await waitForBackup(path.join(dataDir, 'backups'), 60_000);
    const backupStartedAt = stampTime(path.basename(backup));
    await new Promise((r) => setTimeout(r, 1000)); // writes go on after the snapshot too

    const refused = restore(backup);
    expect(refused.status, refused.stdout + refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(/The site is running/);

    stop.abort();
    const report = await load;
    console.log(`[restore] during ${describeLoad(report)}`);
    const before = report.accepted.filter((a) => a.answeredAt < backupStartedAt);
    expect(before.length).toBeGreaterThan(0);
    expect(report.accepted.some((a) => a.answeredAt > backupStartedAt)).toBe(true);
    await server.kill('SIGTERM');
    server = undefined;

    const restored = restore(backup);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored/);
    const sqlite = new Database(path.join(dataDir, 'dealership.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = sqlite.prepare("select email from inquiries where email like ? || '-%'").pluck().all(tag) as string[];
      // Every inquiry acknowledged (201) before the backup began is in the restored database.
      expect(missingInquiries(before, stored)).toEqual([]);
    } finally {
      sqlite.close();
    }
    // The database the restore replaced is kept aside, not deleted.
    expect(fs.readdirSync(dataDir).some((n) => n.startsWith('before-restore-'))).toBe(true);

    // The site serves again from the restored data.
    server = await startServerProcess(dataDir, { BACKUP_TIME: 'off' });
    expect((await fetch(`${server.url}/api/vehicles`)).status).toBe(200);
  }, 180_000);
});
