import { and, eq, inArray } from 'drizzle-orm';
import type { OutboxListQuery } from '#src/lib/lists/outbox-list';
import type { Page } from '#src/lib/lists/paging';
import { db } from '#src/db/client';
import { outboxMessages, type OutboxMessage } from '#src/db/schema';
import { countWhere, offsetOf, orderBy, searchAny } from './paging';

const o = outboxMessages;
/** Waiting for a mail server or refused by one: what the outbox screen lists. */
const unsent = inArray(o.delivery, ['outbox', 'failed']);

/** One page of the e-mail log, newest first: everything, or by `delivery` (unsent = waiting or failed). */
export function listOutboxPage(query: OutboxListQuery): Page<OutboxMessage> {
  const search = searchAny(query.q, [o.to, o.subject]);
  const state = query.delivery === undefined ? undefined : query.delivery === 'unsent' ? unsent : eq(o.delivery, query.delivery);
  const where = and(state, search);
  const items = db()
    .select()
    .from(o)
    .where(where)
    .orderBy(...orderBy(query.dir, [o.createdAt], o.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .all();
  const counts = {
    all: countWhere(o, search),
    unsent: countWhere(o, and(unsent, search)),
    failed: countWhere(o, and(eq(o.delivery, 'failed'), search)),
  };
  return { items, total: countWhere(o, where), page: query.page, pageSize: query.pageSize, counts };
}
