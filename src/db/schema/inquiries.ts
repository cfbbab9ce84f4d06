import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { INQUIRY_STATUSES, LEAD_TYPES } from '#src/lib/enums';
import { LEAD_OUTCOMES } from '#src/lib/leads/status-rules';
import { createdAt, updatedAt } from './columns';
import { customers } from './customers';
import { users } from './users';
import { vehicles } from './vehicles';

export const inquiries = sqliteTable(
  'inquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    /** Which form the lead came from; appointments, trade-ins, offers and financing keep their details in their own tables. */
    type: text('type', { enum: LEAD_TYPES }).notNull().default('inquiry'),
    /** Campaign attribution, only sent by browsers whose owner consented to marketing cookies. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** When the lead was last marked resolved or closed (kept by a trigger; null while open): retention counts from here. */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    /** How a closed lead ended, set by its own steps (src/lib/leads/status-rules.ts): won on a sale, lost otherwise. */
    outcome: text('outcome', { enum: LEAD_OUTCOMES }),
    /** Why a lost lead was lost (hold expired, offer declined, booking cancelled), in the dealer's words. */
    outcomeReason: text('outcome_reason'),
    /** The person (issue 40); set by the lead pipeline, null only for a lead whose customer was erased mid-way. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The staff member who owns the lead (issue 40 item 3): set by the admin's assignment rule on arrival, or by hand. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_status_idx').on(t.status),
    index('inquiries_vehicle_idx').on(t.vehicleId),
    index('inquiries_owner_idx').on(t.ownerId),
    index('inquiries_type_created_idx').on(t.type, t.createdAt),
    index('inquiries_email_idx').on(t.email),
    // The paged leads list (docs/api-lists.md): a status tab newest first, sorted by name, filtered by address in any case.
    index('inquiries_status_created_idx').on(t.status, t.createdAt),
    index('inquiries_name_nocase_idx').on(sql`${t.name} collate nocase`),
    index('inquiries_email_nocase_idx').on(sql`${t.email} collate nocase`),
    index('inquiries_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const inquiryReplies = sqliteTable(
  'inquiry_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    sentTo: text('sent_to').notNull(),
    /** 'smtp' when a mail server accepted it, 'outbox' when none is configured, 'failed' when sending failed. */
    delivery: text('delivery', { enum: ['smtp', 'outbox', 'failed'] }).notNull(),
    deliveryError: text('delivery_error'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId)],
);

/**
 * Marketing consent as CASL asks it to be proven: who agreed (or declined), to which exact wording, on which form, when.
 * Rows are never updated; a withdrawal is a new row with granted = false.
 */
export const consentRecords = sqliteTable(
  'consent_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    granted: integer('granted', { mode: 'boolean' }).notNull(),
    /** express (checkbox), withdrawn (unsubscribe or staff), or implied-inquiry / implied-purchase. */
    basis: text('basis', { enum: ['express', 'withdrawn', 'implied-inquiry', 'implied-purchase'] }).notNull(),
    /** The form or action it came from: inquiry, appointment, trade-in, offer, financing, unsubscribe, staff. */
    source: text('source').notNull(),
    wording: text('wording').notNull(),
    wordingVersion: text('wording_version').notNull(),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_email_idx').on(t.email, t.createdAt), index('consent_records_customer_idx').on(t.customerId)],
);

export type ConsentRecord = typeof consentRecords.$inferSelect;
export type Inquiry = typeof inquiries.$inferSelect;
export type InquiryReply = typeof inquiryReplies.$inferSelect;
