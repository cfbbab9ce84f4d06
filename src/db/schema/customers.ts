import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';

/**
 * One record per person (issue 40): every lead, consent record and shopper account points here by `customer_id`,
 * found by the e-mail and phone keys (src/lib/customers/match.ts). A record merged into another stays, marked
 * with `merged_into_id`, until the merge can no longer be undone.
 */
export const customers = sqliteTable(
  'customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** emailKey(email): lower case, trimmed. */
    emailKey: text('email_key'),
    /** phoneKey(phone): digits only, without a North American +1. */
    phoneKey: text('phone_key'),
    /** The record this one was merged into; such a record is hidden from lists and from matching. */
    mergedIntoId: integer('merged_into_id').references((): AnySQLiteColumn => customers.id, { onDelete: 'set null' }),
    /** Bumped by every write to the record (a detail edited, a lead joining, a merge): an undo checks it. */
    version: integer('version').notNull().default(0),
    /** When the customer last reached the dealer (a lead, a booking, a sign-up). */
    lastContactAt: integer('last_contact_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_email_key_idx').on(t.emailKey),
    index('customers_phone_key_idx').on(t.phoneKey),
    // The Customers screen: live records, most recent contact first (its default order), or by name.
    index('customers_live_contact_idx')
      .on(t.lastContactAt, t.id)
      .where(sql`merged_into_id is null`),
    index('customers_live_name_idx')
      .on(sql`${t.name} collate nocase`, t.id)
      .where(sql`merged_into_id is null`),
    index('customers_merged_into_idx').on(t.mergedIntoId),
  ],
);

/**
 * A merge, kept so it can be undone: which rows moved from the absorbed record to the kept one, and the kept
 * record's details and version right after. Undo is refused once that version has moved on.
 */
export const customerMerges = sqliteTable(
  'customer_merges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    keptId: integer('kept_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    absorbedId: integer('absorbed_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The kept record's version after the merge. */
    keptVersion: integer('kept_version').notNull(),
    /** The ids that moved, per table (`customers`: records merged earlier into the absorbed one). */
    moved: text('moved', { mode: 'json' })
      .$type<{ inquiries: number[]; consentRecords: number[]; users: number[]; notes: number[]; customers: number[] }>()
      .notNull(),
    actorName: text('actor_name').notNull(),
    undoneAt: integer('undone_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_merges_kept_idx').on(t.keptId, t.createdAt)],
);

/** A note staff write on the customer's timeline (a call, a conversation, what comes next). */
export const customerNotes = sqliteTable(
  'customer_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
);

export type Customer = typeof customers.$inferSelect;
export type CustomerMerge = typeof customerMerges.$inferSelect;
export type CustomerNote = typeof customerNotes.$inferSelect;
