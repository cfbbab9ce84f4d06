import { desc, eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { inquiryReplies, offerEvents, outboxMessages, type OutboxMessage } from '#src/db/schema';

/** Every e-mail the site tried to send, newest first (the portal's view of "sent" mail). */
export function listOutbox(limit = 200): OutboxMessage[] {
  return db().select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit).all();
}

/** Logs one e-mail the site tried to send (the outbox is every e-mail, sent or not). */
export function recordOutboxMessage(
  mail: { to: string; subject: string; body: string },
  result: { delivery: OutboxMessage['delivery']; error: string | null },
  inquiryId: number | null = null,
): void {
  db()
    .insert(outboxMessages)
    .values({ to: mail.to, subject: mail.subject, body: mail.body, delivery: result.delivery, error: result.error, inquiryId })
    .run();
}

export function getOutboxMessage(id: number): OutboxMessage | undefined {
  return db().select().from(outboxMessages).where(eq(outboxMessages.id, id)).get();
}

/**
 * Records how a later send (a retry) went: 'smtp' (accepted by the mail
 * server) or 'failed' with the reason. When the message carries a staff reply
 * or a staff answer to an offer, that record gets the same state in the same
 * transaction, so the reply thread and the offer's history show what really
 * happened to the e-mail.
 */
export function setOutboxDelivery(id: number, delivery: OutboxMessage['delivery'], error: string | null): OutboxMessage | undefined {
  return db().transaction((tx) => {
    const message = tx.update(outboxMessages).set({ delivery, error }).where(eq(outboxMessages.id, id)).returning().get();
    if (message?.replyId != null)
      tx.update(inquiryReplies).set({ delivery, deliveryError: error }).where(eq(inquiryReplies.id, message.replyId)).run();
    if (message?.offerEventId != null) tx.update(offerEvents).set({ delivery }).where(eq(offerEvents.id, message.offerEventId)).run();
    return message;
  });
}
