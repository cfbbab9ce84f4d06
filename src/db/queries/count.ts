import { count, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '#src/db/client';

/** Synchronous row count (drizzle's $count is a thenable, which reads badly in sync code). */
export function countRows(database: Db, table: SQLiteTable, where?: SQL): number {
  return database.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}
