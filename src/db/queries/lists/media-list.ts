import { and, sql } from 'drizzle-orm';
import type { MediaListQuery, MediaSort } from '../../../lib/lists/media-list';
import type { Page } from '../../../lib/lists/paging';
import { db } from '../../client';
import { media, vehicles } from '../../schema';
import type { MediaUser, MediaWithUsage } from '../media';
import { countWhere, noCase, offsetOf, orderBy, searchAny } from './paging';

const SORT_EXPRESSIONS: Record<MediaSort, Parameters<typeof orderBy>[1]> = {
  createdAt: [media.createdAt],
  bytes: [media.bytes],
  originalName: [noCase(media.originalName)],
};

/** Every image URL some vehicle shows, built once per statement. */
const usedUrls = sql`(select j.value from ${vehicles}, json_each(${vehicles.images}) j)`;

/** The vehicles showing each of these images (one pass over the vehicles' image lists), keyed by URL. */
function usageOf(urls: string[]): Map<string, MediaUser[]> {
  const usage = new Map<string, MediaUser[]>();
  if (!urls.length) return usage;
  const rows = db().all<{ url: string } & MediaUser>(sql`
    select distinct j.value as url, v.id as id, v.year as year, v.make as make, v.model as model
    from ${vehicles} v, json_each(v.images) j
    where j.value in ${urls}
    order by v.id`);
  for (const { url, ...vehicle } of rows) usage.set(url, [...(usage.get(url) ?? []), vehicle]);
  return usage;
}

export function listMediaPage(query: MediaListQuery): Page<MediaWithUsage> {
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
    items: rows.map((item) => ({ ...item, usedBy: usage.get(item.url) ?? [] })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
