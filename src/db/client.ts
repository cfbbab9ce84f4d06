import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as schema from '#src/db/schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens a SQLite file with the pragmas this app relies on. synchronous=FULL:
 * in WAL mode NORMAL can lose the last commits on power loss, and writes here
 * are rare enough that durability wins.
 */
export function openDatabase(file: string): Db {
  // 700: the database holds password hashes and customers' personal data (the process umask, set at
  // start, keeps the files it creates 600; see src/server/storage/data-dir.ts).
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // PIPEDA erasure must reach the disk: deleted rows' bytes are overwritten with zeros instead of
  // left in free pages and free space inside pages (measured cost: see docs/secure-delete.md).
  sqlite.pragma('secure_delete = ON');
  // Table statistics for the query planner, as SQLite advises for long-lived connections: without
  // them it takes the status index for the inventory listing (status IN three of four statuses) and
  // sorts the table, where the sort indexes answer a page of 10,000 vehicles in a fraction of a ms.
  sqlite.pragma('optimize = 0x10002');
  const database = drizzle(sqlite, { schema }) as Db;
  // A transaction takes the write lock when it begins (BEGIN IMMEDIATE), waiting up to busy_timeout for another
  // connection's write to end. SQLite's default, deferred, reads first and asks for the lock at its first write; if
  // another connection committed meanwhile (a script, a second server on the same DATA_DIR), that write fails at once
  // with SQLITE_BUSY, which busy_timeout does not cover: a lead or a vehicle answered 503. A transaction that only
  // reads says so ({ behavior: 'deferred' }).
  const transaction = database.transaction.bind(database);
  database.transaction = ((run, config) => transaction(run, { behavior: 'immediate', ...config })) as Db['transaction'];
  return database;
}

let instance: Db | undefined;
let instanceFile: string | undefined;

/**
 * Opens the process-wide connection to the database at `file` (better-sqlite3 is synchronous: one
 * is enough) and returns it; later calls with the same file return the same connection. The file
 * comes from whoever starts the process (the server's boot, a script), never from this module.
 */
export function connectDatabase(file: string): Db {
  if (instance) {
    if (instanceFile !== file) throw new Error(`The database is already open at ${instanceFile}, not ${file}`);
    return instance;
  }
  instance = openDatabase(file);
  instanceFile = file;
  return instance;
}

/** The file the process-wide connection was opened on (the key file sits beside it), or undefined before connectDatabase. */
export function databaseFile(): string | undefined {
  return instanceFile;
}

/** Refreshes the query planner's statistics of the process's connection (the server's database-optimize job, hourly). */
export function optimizeDatabase(): void {
  db().$client.pragma('optimize');
}

/** The process-wide connection opened by connectDatabase. */
export function db(): Db {
  if (!instance) throw new Error('The database is not open: the process must call connectDatabase(file) when it starts');
  return instance;
}
