import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { ActivityListQuery, ActivitySort } from '#src/lib/lists/activity-list';
import type { Page } from '#src/lib/lists/paging';
import { db } from '#src/db/client';
import { activityLog, type ActivityEntry } from '#src/db/schema';
import { countWhere, noCase, offsetOf, orderBy, searchAny } from './paging';

const SORT_EXPRESSIONS: Record<ActivitySort, Parameters<typeof orderBy>[1]> = {
  createdAt: [activityLog.createdAt],
  actorName: [noCase(activityLog.actorName)],
  action: [activityLog.action],
};

export function listActivityPage(query: ActivityListQuery): Page<ActivityEntry> {
  const a = activityLog;
  const where = and(
    query.actor ? sql`${a.actorName} = ${query.actor} collate nocase` : undefined,
    // A prefix as a range ('/' follows '.'), so the action index serves it.
    query.action
      ? query.action.includes('.')
        ? eq(a.action, query.action)
        : and(gte(a.action, `${query.action}.`), lt(a.action, `${query.action}/`))
      : undefined,
    query.entityType ? eq(a.entityType, query.entityType) : undefined,
    searchAny(query.q, [a.summary, a.actorName]),
  );
  const items = db()
    .select()
    .from(a)
    .where(where)
    .orderBy(...orderBy(query.dir, SORT_EXPRESSIONS[query.sort], a.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .all();
  return { items, total: countWhere(a, where), page: query.page, pageSize: query.pageSize };
}
