// `npm run backup`: a consistent copy of the database and the media folder in
// BACKUP_DIR/<timestamp>/ (default backups/), safe while the site runs.
// Restoring is described in docs/backup.md.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { config } from '../src/lib/server/config';

const { dbFile, mediaDir, dataDir } = config();
if (!fs.existsSync(dbFile)) {
  console.error(`No database at ${dbFile}: is DATA_DIR (${dataDir}) right?`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.env.BACKUP_DIR ?? 'backups', stamp);
fs.mkdirSync(target, { recursive: true });
const copy = path.join(target, path.basename(dbFile));

const started = Date.now();
const source = new Database(dbFile, { fileMustExist: true });
source.pragma('busy_timeout = 5000');
try {
  // SQLite's online backup API. Copying every page in one step reads one
  // snapshot (in WAL mode writers are not blocked); small steps would restart
  // whenever the running site commits, which under steady inquiries may never end.
  await source.backup(copy, { progress: () => 0x7fffffff });
} finally {
  source.close();
}

// Checked by opening the copy on its own, as a restore would.
const check = new Database(copy, { fileMustExist: true });
let counts: Record<string, number>;
try {
  const integrity = check.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') throw new Error(`integrity_check of the copy said: ${String(integrity)}`);
  // The copy stands alone: one file, no -wal to carry along.
  check.pragma('journal_mode = DELETE');
  const tables = check
    .prepare(
      "select name from sqlite_master where type = 'table' and name in ('vehicles', 'inquiries', 'testimonials', 'garage_register', 'users', 'media')",
    )
    .pluck()
    .all() as string[];
  counts = Object.fromEntries(tables.map((t) => [t, check.prepare(`select count(*) from "${t}"`).pluck().get() as number]));
} catch (error) {
  check.close();
  console.error(`Backup FAILED verification, left for inspection in ${target}:`, error instanceof Error ? error.message : error);
  process.exit(1);
}
check.close();

// Media after the database: every file the copied rows name existed before the
// snapshot, so it is in this copy too (files added later are harmless extras).
let mediaFiles = 0;
if (fs.existsSync(mediaDir)) {
  fs.cpSync(mediaDir, path.join(target, 'media'), { recursive: true, preserveTimestamps: true });
  mediaFiles = fs.readdirSync(path.join(target, 'media'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

const megabytes = (fs.statSync(copy).size / 1024 / 1024).toFixed(1);
console.log(
  `Backed up ${dbFile} (${megabytes} MB, integrity ok; ${Object.entries(counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ')}) and ${mediaFiles} media files in ${Date.now() - started} ms`,
);
console.log(`Backup written to ${target}`);
