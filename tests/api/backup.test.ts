import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCount, describeLoad, missingInquiries, runInquiryLoad } from '../load/inquiry-load';
import { startTestServer, type TestServer } from '../support/test-server';

const root = path.resolve(import.meta.dirname, '../..');
let server: TestServer;
let backupDir: string;
beforeAll(async () => {
  server = await startTestServer({ env: { INQUIRY_RATE_LIMIT: '1000000' } });
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-backup-'));
});
afterAll(async () => {
  await server?.stop();
  if (backupDir) fs.rmSync(backupDir, { recursive: true, force: true });
});

/** `npm run backup` as an operator runs it, against the live server's DATA_DIR. */
function runBackup(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, BACKUP_DIR: backupDir },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const countFiles = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;

describe('npm run backup', () => {
  it('copies a consistent database and the media while inquiries are being posted', async () => {
    const tag = `backup${Date.now().toString(36)}`;
    const stop = new AbortController();
    const swing = acceptedCount(100, 45_000);
    const load = runInquiryLoad(server.url, { writers: 50, durationMs: 90_000, tag, signal: stop.signal, onAccepted: swing.onAccepted });
    await swing.reached;
    const backupStartedAt = Date.now();
    const backup = await runBackup();
    await new Promise((resolve) => setTimeout(resolve, 500)); // posts go on after the copy too
    stop.abort();
    const report = await load;
    console.log(`[backup] during ${describeLoad(report)}\n${backup.output}`);

    expect(backup.code, backup.output).toBe(0);
    const where = /Backup written to (.+)/.exec(backup.output)?.[1].trim();
    expect(where && path.dirname(where)).toBe(backupDir);
    expect(report.samples).toEqual([]);
    // The site kept answering during the backup (the only failures are requests cut by the abort above).
    expect(Object.keys(report.postStatuses).filter((s) => s !== '201' && s !== 'network')).toEqual([]);
    expect(report.accepted.some((a) => a.answeredAt > backupStartedAt)).toBe(true);

    const copy = path.join(where!, 'dealership.sqlite');
    expect(fs.existsSync(`${copy}-wal`)).toBe(false); // one self-contained file
    const sqlite = new Database(copy, { readonly: true, fileMustExist: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      // Everything acknowledged before the backup began is in the copy.
      const stored = sqlite.prepare("select email from inquiries where email like ? || '-%'").pluck().all(tag) as string[];
      const before = report.accepted.filter((a) => a.answeredAt < backupStartedAt);
      expect(before.length).toBeGreaterThan(0);
      expect(missingInquiries(before, stored)).toEqual([]);
      // The copy is a snapshot: not torn, so rows of tables the site wrote are whole and the accounts are there.
      expect(sqlite.prepare('select count(*) from users').pluck().get()).toBe(
        server.sqlite().prepare('select count(*) from users').pluck().get(),
      );
      expect(sqlite.prepare('select count(*) from vehicles').pluck().get()).toBe(
        server.sqlite().prepare('select count(*) from vehicles').pluck().get(),
      );
    } finally {
      sqlite.close();
    }
    expect(countFiles(path.join(where!, 'media'))).toBe(countFiles(path.join(server.dataDir, 'media')));
  }, 150_000);

  it('says where the database should be when DATA_DIR holds none, and exits non-zero', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-empty-'));
    try {
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
          cwd: root,
          env: { ...process.env, DATA_DIR: empty, BACKUP_DIR: backupDir },
        });
        let output = '';
        child.stderr.on('data', (c: Buffer) => (output += c.toString()));
        child.once('exit', (code) => resolve({ code, output }));
      });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/No database at .*dealership\.sqlite/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
