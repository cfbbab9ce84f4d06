import { z } from 'zod';

/**
 * Pieces every answer schema uses: how JSON carries a date, a record's id,
 * and the paged list shape (docs/api-lists.md). Answer schemas describe
 * what the server sends, so they never transform.
 */

/** A row's id: a positive integer. */
export const recordId = z.int().positive();

/** An instant as JSON carries a Date: ISO 8601 in UTC (`2026-03-14T15:09:26.535Z`). */
export const isoInstant = z.iso.datetime();

const count = z.int().nonnegative();

/** A list's tab counts: each tab's rows with q and every other filter applied (`all`: every tab). */
export function tabCounts<const Key extends string>(keys: readonly Key[]) {
  return z
    .object(Object.fromEntries(keys.map((key) => [key, count])) as Record<Key, typeof count>)
    .describe('Tab counts: q and every filter applied except the one the tabs choose.');
}

/** One page of a list (`Page<Row>` of src/lib/lists/paging.ts): its items' schema, and its tab counts when the list has tabs. */
export function pageAnswer<Item extends z.ZodType, Counts extends z.ZodType | undefined = undefined>(item: Item, counts?: Counts) {
  return z.object({
    items: z.array(item),
    total: count.describe('Rows matching the filters and q, over all pages.'),
    page: z.int().positive(),
    pageSize: z.int().positive(),
    ...((counts ? { counts } : {}) as Counts extends z.ZodType ? { counts: Counts } : object),
  });
}
