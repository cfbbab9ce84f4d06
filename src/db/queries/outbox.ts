import { desc } from 'drizzle-orm';
import { db } from '../client';
import { outboxMessages, type OutboxMessage } from '../schema';

/** Every e-mail the site tried to send, newest first (the portal's view of "sent" mail). */
export function listOutbox(limit = 200): OutboxMessage[] {
  return db().select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit).all();
}
