import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { INQUIRY_STATUSES } from '../../lib/enums';
import { createdAt, updatedAt } from './columns';
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
    /** Campaign attribution, only sent by browsers whose owner consented to marketing cookies. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_status_idx').on(t.status),
    index('inquiries_vehicle_idx').on(t.vehicleId),
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

/** Every e-mail the site sends is recorded here; without SMTP_URL this is the visible outbox. */
export const outboxMessages = sqliteTable('outbox_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  delivery: text('delivery', { enum: ['smtp', 'outbox', 'failed'] }).notNull(),
  error: text('error'),
  inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type Inquiry = typeof inquiries.$inferSelect;
export type InquiryReply = typeof inquiryReplies.$inferSelect;
export type OutboxMessage = typeof outboxMessages.$inferSelect;
