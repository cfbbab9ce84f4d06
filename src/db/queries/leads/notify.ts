import { db } from '#src/db/client';
import { outboxMessages } from '#src/db/schema';

/** Keeps a record of an e-mail the site tried to send about a lead (the portal's outbox). */
export function recordOutbox(
  mail: { to: string; subject: string; body: string },
  result: { delivery: 'smtp' | 'outbox' | 'failed'; error: string | null },
  inquiryId: number | null,
): void {
  db()
    .insert(outboxMessages)
    .values({ ...mail, delivery: result.delivery, error: result.error, inquiryId })
    .run();
}
