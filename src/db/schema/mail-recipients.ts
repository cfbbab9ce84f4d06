import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/**
 * Everyone the site has sent an e-mail with an unsubscribe link, under a random public id: the link names
 * the id (signed), never the address, so the address stays out of URL logs (issue 25, item 8). Erasing
 * the customer deletes the row, and their old links then find nobody.
 */
export const mailRecipients = sqliteTable('mail_recipients', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** 16 random bytes, base64url: what the unsubscribe link carries. */
  publicId: text('public_id').notNull().unique(),
  /** Lower case, trimmed. */
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Addresses that asked for no marketing e-mail and whose data was since erased (or never held): kept only as
 * a keyed hash (HMAC with the server's key file), enough to honour the request if the address shows up
 * again, useless for finding out who it was.
 */
export const mailSuppressions = sqliteTable('mail_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: createdAt(),
});
