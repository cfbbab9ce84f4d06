// The online backup, shared by `npm run backup`, the server's daily backup
// (src/server/jobs/backup-job.ts) and `npm run restore`.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { KEY_FILE } from '#src/db/key-file';
import { DOCUMENT_FOLDER, MEDIA_FOLDER, PRIVATE_PHOTO_FOLDER, missingFiles, referencedFiles } from './referenced-files';

export const DB_FILE = 'dealership.sqlite';
/** Backup folders are named by their start time: 2026-04-13T03-00-00-000Z. */
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

export function backupStamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** Opens a copy on its own, as a restore would, and checks it: its row counts, or an Error. */
export function verifyDatabase(file: string): Record<string, number> {
  const check = new Database(file, { fileMustExist: true });
  try {
    const integrity = check.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`integrity_check of ${file} said: ${String(integrity)}`);
    const tables = check
      .prepare(
        "select name from sqlite_master where type = 'table' and name in ('vehicles', 'inquiries', 'testimonials', 'garage_register', 'users', 'media')",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(tables.map((t) => [t, check.prepare(`select count(*) from "${t}"`).pluck().get() as number]));
  } finally {
    check.close();
  }
}

/** The folders of files rows point to (public images, visitors' private photos, vehicle documents), copied with the database. */
export const FILE_FOLDERS = [MEDIA_FOLDER, PRIVATE_PHOTO_FOLDER, DOCUMENT_FOLDER] as const;

/**
 * Copies a folder of media files; hard links where it can (files are never changed in place, only added and
 * deleted). A file already in `to` is kept (a second pass adds only what appeared since); one deleted while
 * the folder is read is skipped. The number of files copied.
 */
export function copyMedia(from: string, to: string): number {
  let files = 0;
  if (!fs.existsSync(from)) return files;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) files += copyMedia(source, target);
    else if (entry.isFile() && !fs.existsSync(target)) {
      try {
        fs.linkSync(source, target);
      } catch {
        try {
          fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
      }
      files += 1;
    }
  }
  return files;
}

/** Copies the files rows point to (FILE_FOLDERS) from one DATA_DIR-shaped folder to another. */
export function copyDataFiles(from: string, to: string): number {
  return FILE_FOLDERS.reduce((n, folder) => n + copyMedia(path.join(from, folder), path.join(to, folder)), 0);
}

/**
 * Writes `<backupRoot>/<stamp>/` from a live DATA_DIR: `dealership.sqlite`, the files its rows point to
 * (`media/` and `private/trade-in-photos/`, see referenced-files.ts) and the key file (`secrets.key`, so
 * links keep working after a restore to a new machine). The database is copied with SQLite's online backup
 * API in one step: one consistent snapshot, taken while the site keeps writing (in WAL mode writers are not
 * blocked; small steps would restart at every commit). The copy is checked on its own and made one
 * self-contained file.
 *
 * Files are linked before the snapshot and again after it: a file its rows name existed at one of the two
 * (rows are written after their files, and files deleted after their rows), and a link taken first keeps a
 * file that is deleted later. Every file the snapshot names is then checked in the copy; any still missing
 * (a file both added and deleted during the backup) is counted in `missing`. The folder appears under its
 * final name only when complete.
 */
export type BackupResult = {
  dir: string;
  counts: Record<string, number>;
  mediaFiles: number;
  /** Files the backed-up rows point to that could not be copied (0 unless files vanished during the backup). */
  missing: string[];
  bytes: number;
  ms: number;
};

export async function backupDataDir({
  dataDir,
  backupRoot = path.join(dataDir, 'backups'),
  now = new Date(),
}: {
  dataDir: string;
  backupRoot?: string;
  now?: Date;
}): Promise<BackupResult> {
  const started = Date.now();
  const dbFile = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(dbFile)) throw new Error(`No database at ${dbFile}: is DATA_DIR (${dataDir}) right?`);
  const stamp = backupStamp(now);
  const target = path.join(backupRoot, stamp);
  const partial = path.join(backupRoot, `.partial-${stamp}`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    let mediaFiles = copyDataFiles(dataDir, partial);
    const copy = path.join(partial, DB_FILE);
    const source = new Database(dbFile, { fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    try {
      await source.backup(copy, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    const counts = verifyDatabase(copy);
    const single = new Database(copy);
    single.pragma('journal_mode = DELETE');
    single.close();
    mediaFiles += copyDataFiles(dataDir, partial);
    const keyFile = path.join(dataDir, KEY_FILE);
    if (fs.existsSync(keyFile)) fs.copyFileSync(keyFile, path.join(partial, KEY_FILE));
    const snapshot = new Database(copy, { readonly: true, fileMustExist: true });
    let missing: string[];
    try {
      missing = missingFiles(partial, referencedFiles(snapshot));
    } finally {
      snapshot.close();
    }
    fs.renameSync(partial, target);
    return { dir: target, counts, mediaFiles, missing, bytes: fs.statSync(path.join(target, DB_FILE)).size, ms: Date.now() - started };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Deletes all but the newest `keep` backup folders in `backupRoot` (only folders named like a backup); the ones deleted. */
export function pruneBackups(backupRoot: string, keep: number): string[] {
  if (!fs.existsSync(backupRoot)) return [];
  const stamps = fs
    .readdirSync(backupRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory() && STAMP.test(e.name))
    .map((e) => e.name)
    .sort();
  const old = stamps.slice(0, Math.max(0, stamps.length - keep));
  for (const name of old) fs.rmSync(path.join(backupRoot, name), { recursive: true, force: true });
  return old;
}

export function describeBackup(result: BackupResult): string {
  const counts = Object.entries(result.counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  const missing = result.missing.length
    ? `; ${result.missing.length} file(s) its rows name were deleted during the backup: ${result.missing.slice(0, 5).join(', ')}`
    : '';
  return `Backed up the database (${(result.bytes / 1024 / 1024).toFixed(1)} MB, integrity ok; ${counts}) and ${result.mediaFiles} media files in ${result.ms} ms${missing}`;
}
