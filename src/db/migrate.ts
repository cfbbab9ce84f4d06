import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './client';

/**
 * Applies the committed drizzle-kit migrations; safe to call on every start. The folder is this
 * module's migrations/ unless the caller gives another (the executable's unpacked copy, MIGRATIONS_DIR).
 */
export function applyMigrations(database: Db, migrationsFolder?: string): void {
  migrate(database, { migrationsFolder: migrationsFolder ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations') });
}
