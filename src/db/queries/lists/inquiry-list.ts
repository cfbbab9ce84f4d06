import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { INQUIRY_STATUSES, type InquiryStatus } from '#src/lib/enums';
import { MESSAGE_PREVIEW_LENGTH, type InquiryListQuery, type InquirySort } from '#src/lib/lists/inquiry-list';
import type { Page } from '#src/lib/lists/paging';
import { db } from '#src/db/client';
import { inquiries, inquiryReplies, vehicles, type Inquiry } from '#src/db/schema';
import { containsPattern, countsBy, noCase, offsetOf, orderBy, searchAny } from './paging';

/** What the leads list shows: the message cut to a preview, the vehicle's title fields, the reply count. */
export type InquiryRow = Pick<
  Inquiry,
  'id' | 'type' | 'status' | 'name' | 'email' | 'phone' | 'subject' | 'vehicleId' | 'createdAt' | 'updatedAt'
> & {
  messagePreview: string;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  replyCount: number;
};

export const inquiryRowColumns = {
  id: inquiries.id,
  type: inquiries.type,
  status: inquiries.status,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  subject: inquiries.subject,
  messagePreview: sql<string>`substr(${inquiries.message}, 1, ${MESSAGE_PREVIEW_LENGTH})`,
  vehicleId: inquiries.vehicleId,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  replyCount: sql<number>`(select count(*) from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})`.mapWith(Number),
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
};

const SORT_EXPRESSIONS: Record<InquirySort, Parameters<typeof orderBy>[1]> = {
  createdAt: [inquiries.createdAt],
  updatedAt: [inquiries.updatedAt],
  name: [noCase(inquiries.name)],
  subject: [noCase(inquiries.subject)],
  status: [inquiries.status],
  type: [inquiries.type],
};

/** FTS5's trigram index finds substrings of three characters or more; shorter ones are looked for with LIKE. */
const TRIGRAM = 3;

/** The spec's inquiry search (§5): name, e-mail, phone, subject, message, or the vehicle's make or model. */
function search(q: string | undefined, walkOrder = false) {
  // walkOrder: the unary + keeps SQLite from answering the OR from the two sets and sorting every match;
  // it walks the sort's index instead and stops at the page's last row (a common word matches thousands).
  const id = walkOrder ? sql`+${inquiries.id}` : sql`${inquiries.id}`;
  const vehicleId = walkOrder ? sql`+${inquiries.vehicleId}` : sql`${inquiries.vehicleId}`;
  const text = q?.trim();
  if (!text) return undefined;
  const own =
    [...text].length >= TRIGRAM
      ? // One phrase: the whole text as a substring of any indexed field (see migration 0007_inquiry_search).
        sql`${id} in (select rowid from inquiries_search where inquiries_search match ${`"${text.replaceAll('"', '""')}"`})`
      : searchAny(text, [inquiries.name, inquiries.email, inquiries.phone, inquiries.subject, inquiries.message]);
  const pattern = containsPattern(text);
  // A subquery rather than a join, so the counts need no join either.
  const byVehicle = sql`${vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.make} like ${pattern} escape '\\' or ${vehicles.model} like ${pattern} escape '\\')`;
  return or(own, byVehicle);
}

/** A row of the leads list: the row, plus how many other leads came from the same e-mail address (any case). */
export type InquiryPageRow = InquiryRow & { otherLeads: number };

/** SQLite's NOCASE folds ASCII letters only; so does this, so the keys match its groups exactly. */
const foldAscii = (email: string) => email.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * How many leads each of these addresses sent, any case: one grouped query over
 * the page's addresses, answered from the e-mail NOCASE index alone.
 */
export function leadsPerEmail(emails: readonly string[]): Map<string, number> {
  const unique = [...new Set(emails.map(foldAscii))];
  if (!unique.length) return new Map();
  const nocase = sql`${inquiries.email} collate nocase`;
  const rows = db()
    .select({ email: sql<string>`${nocase}`, n: sql<number>`count(*)` })
    .from(inquiries)
    .where(sql`${nocase} in ${unique}`)
    .groupBy(nocase)
    .all();
  return new Map(rows.map((r) => [foldAscii(r.email), r.n]));
}

export function listInquiryPage(query: InquiryListQuery): Page<InquiryPageRow> {
  const filters = (walkOrder: boolean) => [
    query.type ? eq(inquiries.type, query.type) : undefined,
    query.vehicleId ? eq(inquiries.vehicleId, query.vehicleId) : undefined,
    query.email ? sql`${inquiries.email} = ${query.email.trim()} collate nocase` : undefined,
    search(query.q, walkOrder),
  ];
  const byStatus = query.status ? eq(inquiries.status, query.status) : undefined;
  const others = and(...filters(false));
  // Walking the order for a search is only worth it where an index holds that order.
  const walkOrder = Boolean(query.q?.trim()) && (query.sort === 'createdAt' || query.sort === 'name');
  const pageWhere = and(...filters(walkOrder), byStatus);
  const order = orderBy(query.dir, SORT_EXPRESSIONS[query.sort], inquiries.id);
  // The page's ids first, from the indexes alone: a deep page skips index entries, not joined rows.
  const pageIds = db()
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(pageWhere)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const items = db()
    .select(inquiryRowColumns)
    .from(inquiries)
    .leftJoin(vehicles, eq(inquiries.vehicleId, vehicles.id))
    .where(inArray(inquiries.id, pageIds))
    .orderBy(...order)
    .all();
  const counts = countsBy<InquiryStatus>(inquiries, inquiries.status, INQUIRY_STATUSES, others);
  const total = query.status ? counts[query.status] : counts.all;
  // The customer's other leads (issue 13: the inbox groups a customer's leads by e-mail).
  const perEmail = leadsPerEmail(items.map((i) => i.email));
  const rows = items.map((item) => ({ ...item, otherLeads: Math.max(0, (perEmail.get(foldAscii(item.email)) ?? 1) - 1) }));
  return { items: rows, total, page: query.page, pageSize: query.pageSize, counts };
}
