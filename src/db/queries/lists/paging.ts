import { asc, count, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PageRequest, SortDir } from '#src/lib/lists/paging';
import { db } from '#src/db/client';

/** A LIKE pattern for "contains `text`", its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The trimmed `q` as part of any of these expressions (any case for ASCII, as SQLite's LIKE); undefined when blank. */
export function searchAny(q: string | undefined, expressions: (AnyColumn | SQL)[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...expressions.map((e) => sql`${e} like ${pattern} escape '\\'`));
}

/** A text column compared without case, for sorting. */
export const noCase = (column: AnyColumn) => sql`${column} collate nocase`;

/** ORDER BY the sort expressions in one direction, ties broken by id the same way (a stable order across pages). */
export function orderBy(dir: SortDir, expressions: (AnyColumn | SQL)[], id: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [...expressions, id].map((e) => by(e));
}

export const offsetOf = (request: Pick<PageRequest<string>, 'page' | 'pageSize'>) => (request.page - 1) * request.pageSize;

/** Rows of `table` matching `where`. */
export function countWhere(table: SQLiteTable, where: SQL | undefined): number {
  return db().select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

/** `{ [value]: n }` for a grouping column, every listed value present (0 when none), plus `all`. */
export function countsBy<V extends string>(table: SQLiteTable, column: SQLiteColumn, values: readonly V[], where: SQL | undefined) {
  const rows = db()
    .select({ value: sql<string>`${column}`, n: count() })
    .from(table)
    .where(where)
    .groupBy(column)
    .all();
  const counts = Object.fromEntries(values.map((v) => [v, 0])) as Record<V | 'all', number>;
  let all = 0;
  for (const { value, n } of rows) {
    if (value in counts) counts[value as V] = n;
    all += n;
  }
  counts.all = all;
  return counts;
}
