import { and, sql } from 'drizzle-orm';
import type { MediaListQuery, MediaSort } from '../../../lib/lists/media-list';
import type { Page } from '../../../lib/lists/paging';
import { db } from '../../client';
import { media, vehicles, type MediaItem } from '../../schema';
import type { MediaUser } from '../media';
import { countWhere, noCase, offsetOf, orderBy, searchAny } from './paging';

const SORT_EXPRESSIONS: Record<MediaSort, Parameters<typeof orderBy>[1]> = {
  createdAt: [media.createdAt],
  bytes: [media.bytes],
  originalName: [noCase(media.originalName)],
};

/** Every image URL some vehicle shows, built once per statement. */
const usedUrls = sql`(select j.value from ${vehicles}, json_each(${vehicles.images}) j)`;

/** How many of the vehicles using an image a row names; `usedByCount` has them all. */
export const USED_BY_SHOWN = 5;

export type MediaRow = MediaItem & { usedBy: MediaUser[]; usedByCount: number };

/** The first vehicles showing each of these images and how many there are (one pass over the image lists), keyed by URL. */
function usageOf(urls: string[]): Map<string, { usedBy: MediaUser[]; usedByCount: number }> {
  const usage = new Map<string, { usedBy: MediaUser[]; usedByCount: number }>();
  if (!urls.length) return usage;
  const rows = db().all<{ url: string; n: number } & MediaUser>(sql`
    select url, id, year, make, model, n from (
      select j.value as url, v.id as id, v.year as year, v.make as make, v.model as model,
        row_number() over (partition by j.value order by v.id) as rn,
        count(*) over (partition by j.value) as n
      from ${vehicles} v, json_each(v.images) j
      where j.value in ${urls}
      group by j.value, v.id
    ) where rn <= ${USED_BY_SHOWN}
    order by id`);
  for (const { url, n, ...vehicle } of rows) {
    const entry = usage.get(url) ?? { usedBy: [], usedByCount: n };
    entry.usedBy.push(vehicle);
    usage.set(url, entry);
  }
  return usage;
}

export function listMediaPage(query: MediaListQuery): Page<MediaRow> {
  const search = searchAny(query.q, [media.originalName]);
  const unused = sql`${media.url} not in ${usedUrls}`;
  const where = and(search, query.used === undefined ? undefined : query.used ? sql`${media.url} in ${usedUrls}` : unused);
  const rows = db()
    .select()
    .from(media)
    .where(where)
    .orderBy(...orderBy(query.dir, SORT_EXPRESSIONS[query.sort], media.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .all();
  const usage = usageOf(rows.map((r) => r.url));
  const all = countWhere(media, search);
  const counts = { all, unused: countWhere(media, and(search, unused)) };
  const total = query.used === undefined ? all : query.used ? all - counts.unused : counts.unused;
  return {
    items: rows.map((item) => ({ ...item, ...(usage.get(item.url) ?? { usedBy: [], usedByCount: 0 }) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
