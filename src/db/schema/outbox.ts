import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ONE_TIME_LINK_KINDS } from '#src/lib/mail/one-time-links';
import { createdAt } from './columns';
import { inquiries, inquiryReplies } from './inquiries';
import { offerEvents } from './leads';

// Its own file because it points at both inquiries and offer events (leads.ts), which itself points at
// inquiries: kept in inquiries.ts, the two schema files would import each other.
/** Every e-mail the site sends is recorded here; without SMTP_URL this is the visible outbox. */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    delivery: text('delivery', { enum: ['smtp', 'outbox', 'failed'] }).notNull(),
    error: text('error'),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    /** The staff reply this e-mail carries, so a later send (a retry) shows on the reply too. */
    replyId: integer('reply_id').references(() => inquiryReplies.id, { onDelete: 'set null' }),
    /** The staff answer to an offer this e-mail carries (offer_events.id), so a retry shows on the offer's history too. */
    offerEventId: integer('offer_event_id').references(() => offerEvents.id, { onDelete: 'set null' }),
    /**
     * What a retry needs to send the whole message again, kept only while it is not delivered (outbox or
     * failed): the HTML part, the extra headers (List-Unsubscribe, …) and the attachments (the .ics),
     * their content in base64. Cleared once the mail server takes the message.
     */
    html: text('html'),
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    attachments: text('attachments', { mode: 'json' }).$type<StoredAttachment[]>(),
    /** Set while a send of this message is under way: a second retry at the same time is refused, not sent twice. */
    sendingSince: integer('sending_since', { mode: 'timestamp_ms' }),
    /**
     * The one-time link this e-mail carried, which the outbox never keeps (its copy says where it was removed):
     * a retry sends a fresh link of this kind instead of the stored text. A document's request is `inquiryId`.
     */
    oneTimeLink: text('one_time_link', { enum: ONE_TIME_LINK_KINDS }),
    createdAt: createdAt(),
  },
  // The outbox screen: what still waits or failed, newest first, among every e-mail ever sent.
  (t) => [index('outbox_messages_delivery_created_idx').on(t.delivery, t.createdAt)],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
/** An attachment as the outbox keeps it: its content in base64. */
export type StoredAttachment = { filename: string; contentType: string; contentBase64: string };
