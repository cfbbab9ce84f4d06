import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './client';

/** Applies the committed drizzle-kit migrations; safe to call on every start. */
export function applyMigrations(database: Db, migrationsFolder = defaultMigrationsFolder()): void {
  migrate(database, { migrationsFolder });
}

function defaultMigrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}
