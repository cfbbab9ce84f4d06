import { db } from '#src/db/client';
import { outboxMessages } from '#src/db/schema';
import { outboxRowOf, type OutboxMail } from '#src/db/queries/outbox';

/** Keeps a record of an e-mail the site tried to send about a lead (the portal's outbox). */
export function recordOutbox(
  mail: OutboxMail,
  result: { delivery: 'smtp' | 'outbox' | 'failed'; error: string | null },
  inquiryId: number | null,
): void {
  db()
    .insert(outboxMessages)
    .values({ ...outboxRowOf(mail, result), inquiryId })
    .run();
}
