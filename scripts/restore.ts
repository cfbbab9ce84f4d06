// `npm run restore -- BACKUP`: puts a backup back into DATA_DIR. BACKUP is a
// backup folder (DATA_DIR/backups/<stamp>, with dealership.sqlite, media/,
// private/trade-in-photos/ and secrets.key) or a dealership.sqlite file.
// Refuses while the server holds the database; the current database, files and
// key file are moved aside first, never deleted. Files the restored rows do not
// point to are moved aside too (into the same folder), and any file they point
// to that is missing is named.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { KEY_FILE } from '#src/db/key-file';
import { DB_FILE, FILE_FOLDERS, backupStamp, copyDataFiles, verifyDatabase } from '#src/server/backup/online-backup';
import { missingFiles, moveAside, referencedFiles, unreferencedFiles } from '#src/server/backup/referenced-files';
import { configOrExit } from '#src/server/config';
import { secureDataDir } from '#src/server/storage/data-dir';
import { commandHint } from './command-hint';

function stop(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const given = process.argv[2];
if (!given)
  stop(
    `Usage: ${commandHint('restore', 'BACKUP')}   (a backup folder such as DATA_DIR/backups/2026-04-13T03-00-00-000Z, or its dealership.sqlite)`,
  );
const source = path.resolve(given);
const sourceDb = fs.statSync(source, { throwIfNoEntry: false })?.isDirectory() ? path.join(source, DB_FILE) : source;
if (!fs.existsSync(sourceDb)) stop(`No database to restore at ${sourceDb}.`);
const sourceDir = path.dirname(sourceDb);
const sourceKey = path.join(sourceDir, KEY_FILE);

let counts: Record<string, number> = {};
try {
  counts = verifyDatabase(sourceDb);
} catch (error) {
  stop(`The backup does not pass its check, nothing was changed: ${error instanceof Error ? error.message : error}`);
}

const { dataDir } = configOrExit();
secureDataDir(dataDir);
const dbFile = path.join(dataDir, DB_FILE);

/**
 * Is the database in use? Leaving WAL mode needs the only connection to the
 * file: while the server (or anything else) has it open, SQLite answers BUSY.
 */
function inUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new Database(file, { fileMustExist: true, timeout: 200 });
  try {
    probe.pragma('journal_mode = DELETE');
    return false;
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
    throw error;
  } finally {
    probe.close();
  }
}

if (inUse(dbFile)) {
  stop(`The site is running: it holds ${dbFile}. Stop the server first (systemctl stop atelier, or Ctrl-C on npm start), then restore.`, 2);
}

fs.mkdirSync(dataDir, { recursive: true });
const aside = path.join(dataDir, `before-restore-${backupStamp()}`);
fs.mkdirSync(aside);
// The key file goes aside only when the backup brings its own: an older backup (no key file) keeps working
// with the current one, whose start moves the old secrets the backup's database still holds into it.
const keyFromBackup = fs.existsSync(sourceKey);
for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, ...FILE_FOLDERS, ...(keyFromBackup ? [KEY_FILE] : [])]) {
  const from = path.join(dataDir, name);
  if (!fs.existsSync(from)) continue;
  fs.mkdirSync(path.dirname(path.join(aside, name)), { recursive: true });
  fs.renameSync(from, path.join(aside, name));
}

// The copy lands under a temporary name and is renamed into place: never a half-written database.
const partial = `${dbFile}.restoring`;
fs.copyFileSync(sourceDb, partial);
fs.renameSync(partial, dbFile);
const mediaFiles = copyDataFiles(sourceDir, dataDir);
if (keyFromBackup) fs.copyFileSync(sourceKey, path.join(dataDir, KEY_FILE));

const restored = new Database(dbFile, { readonly: true, fileMustExist: true });
const referenced = referencedFiles(restored);
restored.close();
const unreferenced = unreferencedFiles(dataDir, referenced);
moveAside(dataDir, unreferenced, path.join(aside, 'unreferenced'));
const missing = missingFiles(dataDir, referenced);

console.log(
  `Restored ${sourceDb} (${Object.entries(counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ')}) and ${mediaFiles} media files into ${dataDir}.`,
);
if (unreferenced.length)
  console.log(`${unreferenced.length} file(s) in the backup that no restored row points to are in ${path.join(aside, 'unreferenced')}.`);
if (missing.length)
  console.warn(`WARNING: ${missing.length} file(s) the restored rows point to are not in the backup: ${missing.slice(0, 10).join(', ')}`);
console.log(`The previous database and files are in ${aside} (delete it once the site looks right).`);
console.log('Start the site again: migrations newer than the backup are applied at start.');
