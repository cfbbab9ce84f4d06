import { and, sql } from 'drizzle-orm';
import type { MediaListQuery, MediaSort } from '#src/lib/lists/media-list';
import type { Page } from '#src/lib/lists/paging';
import { db } from '#src/db/client';
import { media, vehicleMedia, type MediaItem } from '#src/db/schema';
import { firstUsersOf, type MediaUser } from '#src/db/queries/media';
import { countWhere, noCase, offsetOf, orderBy, searchAny } from './paging';

const SORT_EXPRESSIONS: Record<MediaSort, Parameters<typeof orderBy>[1]> = {
  createdAt: [media.createdAt],
  bytes: [media.bytes],
  originalName: [noCase(media.originalName)],
};

/** Whether some vehicle shows the image: one probe of vehicle_media's (url, vehicle_id) key per row. */
const isUsed = sql`exists (select 1 from ${vehicleMedia} where ${vehicleMedia.url} = ${media.url})`;

/** How many of the vehicles using an image a row names; `usedByCount` has them all. */
export const USED_BY_SHOWN = 5;

export type MediaRow = MediaItem & { usedBy: MediaUser[]; usedByCount: number };

/** How many vehicles show each of these images (a count over the key's index, no vehicle row read), keyed by URL. */
function usageCounts(urls: string[]): Map<string, number> {
  if (!urls.length) return new Map();
  const rows = db()
    .select({ url: vehicleMedia.url, n: sql<number>`count(*)` })
    .from(vehicleMedia)
    .where(sql`${vehicleMedia.url} in ${urls}`)
    .groupBy(vehicleMedia.url)
    .all();
  return new Map(rows.map((r) => [r.url, r.n]));
}

export function listMediaPage(query: MediaListQuery): Page<MediaRow> {
  const search = searchAny(query.q, [media.originalName]);
  const unused = sql`not ${isUsed}`;
  const where = and(search, query.used === undefined ? undefined : query.used ? isUsed : unused);
  const rows = db()
    .select()
    .from(media)
    .where(where)
    .orderBy(...orderBy(query.dir, SORT_EXPRESSIONS[query.sort], media.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .all();
  const urls = rows.map((r) => r.url);
  const counts = usageCounts(urls);
  const users = firstUsersOf(urls, USED_BY_SHOWN);
  const all = countWhere(media, search);
  const tabs = { all, unused: countWhere(media, and(search, unused)) };
  const total = query.used === undefined ? all : query.used ? all - tabs.unused : tabs.unused;
  return {
    items: rows.map((item) => ({ ...item, usedBy: users.get(item.url) ?? [], usedByCount: counts.get(item.url) ?? 0 })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: tabs,
  };
}
