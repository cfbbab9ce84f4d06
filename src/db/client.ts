import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { config } from '../lib/server/config';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens a SQLite file with the pragmas this app relies on. synchronous=FULL:
 * in WAL mode NORMAL can lose the last commits on power loss, and writes here
 * are rare enough that durability wins.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}

let instance: Db | undefined;

/** The process-wide connection to DATA_DIR's database (better-sqlite3 is synchronous: one is enough). */
export function db(): Db {
  instance ??= openDatabase(config().dbFile);
  return instance;
}

export function closeDb(): void {
  instance?.$client.close();
  instance = undefined;
}
