import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '#src/lib/lists/paging';
import type { CustomerListQuery, CustomerSort } from '#src/lib/lists/customer-list';
import { CUSTOMER_STATUSES, type CustomerStatus } from '#src/lib/api-answers/customers';
import { db } from '#src/db/client';
import { customers } from '#src/db/schema';
import { countWhere, noCase, offsetOf, orderBy, searchAny } from './paging';

export type CustomerListItem = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: CustomerStatus;
  leads: number;
  lastContactAt: Date | null;
  createdAt: Date;
};

// Both orders are read from the partial indexes on live records (customers_live_contact_idx, customers_live_name_idx).
const SORT_EXPRESSIONS: Record<CustomerSort, Parameters<typeof orderBy>[1]> = {
  lastContact: [customers.lastContactAt],
  name: [noCase(customers.name)],
};

/** A search of a phone number in any format: its digits against the stored key. */
function phoneSearch(q: string | undefined): SQL | undefined {
  const digits = q?.replace(/\D/g, '') ?? '';
  if (digits.length < 4 || /[a-z@]/i.test(q ?? '')) return undefined;
  const key = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return sql`${customers.phoneKey} like ${`%${key}%`}`;
}

// Written out: inside a one-table select drizzle names a column without its table, which the subquery would
// read as its own inquiries.id.
/** The person's standing, worst first over their leads' statuses (computed for the page's rows only). */
const statusRank = sql<
  number | null
>`(select min(case status when 'new' then 0 when 'in-progress' then 1 when 'responded' then 1 else 2 end) from inquiries where inquiries.customer_id = customers.id)`;
const leadCount = sql<number>`(select count(*) from inquiries where inquiries.customer_id = customers.id)`;
const RANKED: readonly CustomerStatus[] = ['new', 'open', 'closed'];

export function toStatus(rank: number | null): CustomerStatus {
  return rank === null ? 'no-leads' : (RANKED[rank] ?? CUSTOMER_STATUSES[2]);
}

export function listCustomerPage(query: CustomerListQuery): Page<CustomerListItem> {
  const q = query.q ?? query.search;
  const text = searchAny(q, [customers.name, customers.email, customers.phone]);
  const phone = phoneSearch(q);
  const where = and(isNull(customers.mergedIntoId), text && phone ? sql`(${text} or ${phone})` : text);
  const total = countWhere(customers, where);
  const rows = db()
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      rank: statusRank,
      leads: leadCount,
      lastContactAt: customers.lastContactAt,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(where)
    .orderBy(...orderBy(query.dir, SORT_EXPRESSIONS[query.sort], customers.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .all();
  const items = rows.map(({ rank, ...row }) => ({ ...row, status: toStatus(rank) }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}
