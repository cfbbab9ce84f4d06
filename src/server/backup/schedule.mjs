// The server's daily backup: at BACKUP_TIME (server local time, default 03:00)
// it writes DATA_DIR/backups/<stamp>/ and keeps the newest BACKUP_KEEP (14).
// Started by the HTTP server (src/server/serve/serve.mjs); it also holds the database open for the
// server's whole life, which is how `npm run restore` knows the server runs.
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE, backupDataDir, dataDirOf, describeBackup, pruneBackups } from './online-backup.mjs';

/** BACKUP_TIME and BACKUP_KEEP, checked: { time: [h, m, s] | null (off), keep } or an Error naming the variable. */
export function backupSettings(env = process.env) {
  const rawTime = (env.BACKUP_TIME ?? '03:00').trim();
  let time = null;
  if (rawTime.toLowerCase() !== 'off') {
    const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(rawTime);
    if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) {
      throw new Error(`BACKUP_TIME must be a time of day like 03:00 (server local time) or "off", not "${rawTime}"`);
    }
    time = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  }
  const rawKeep = (env.BACKUP_KEEP ?? '14').trim();
  if (!/^\d+$/.test(rawKeep) || Number(rawKeep) < 1)
    throw new Error(`BACKUP_KEEP must be a whole number of backups, at least 1, not "${rawKeep}"`);
  return { time, keep: Number(rawKeep) };
}

/** The next moment after `now` at this local time of day. */
export function nextRunAt(now, [h, m, s]) {
  const next = new Date(now);
  next.setHours(h, m, s, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

let presence;

/** Starts the daily backups (unless BACKUP_TIME=off); throws on a bad setting so the server refuses to start. */
export function startDailyBackups(env = process.env, log = console) {
  const { time, keep } = backupSettings(env);
  const dataDir = dataDirOf(env);
  // Held open (and read once, which maps its WAL index) while the server runs: `npm run restore`
  // sees it and refuses to take the database from under the server.
  try {
    presence ??= new Database(path.join(dataDir, DB_FILE), { fileMustExist: true });
    presence.prepare('select count(*) from sqlite_master').get();
  } catch {
    // No database yet: nothing to protect or back up until one exists.
  }
  if (!time) return;
  const run = async () => {
    try {
      const result = await backupDataDir({ dataDir });
      const pruned = pruneBackups(path.join(dataDir, 'backups'), keep);
      log.log(`${describeBackup(result)}. Backup written to ${result.dir}${pruned.length ? `; removed ${pruned.length} older` : ''}`);
    } catch (error) {
      log.error('The daily backup FAILED:', error instanceof Error ? error.message : error);
    }
    schedule();
  };
  const schedule = () => {
    const wait = nextRunAt(new Date(), time).getTime() - Date.now();
    setTimeout(run, wait).unref();
  };
  schedule();
}
