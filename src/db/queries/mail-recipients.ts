import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { mailRecipients, mailSuppressions } from '#src/db/schema';
import { keyedHash } from './secrets';

/** Addresses compare case-insensitively (as consent records do). */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The random public id an unsubscribe link carries for this address, made on the first e-mail to it. */
export function recipientIdFor(email: string): string {
  const address = normaliseEmail(email);
  const read = () => db().select({ id: mailRecipients.publicId }).from(mailRecipients).where(eq(mailRecipients.email, address)).get();
  const found = read();
  if (found) return found.id;
  // Two e-mails to a new address at once: the first insert wins and both read it back.
  db()
    .insert(mailRecipients)
    .values({ publicId: randomBytes(16).toString('base64url'), email: address })
    .onConflictDoNothing()
    .run();
  return read()!.id;
}

/** The address behind a recipient id, or undefined when there is none (never made, or erased since). */
export function emailOfRecipient(publicId: string): string | undefined {
  return db().select({ email: mailRecipients.email }).from(mailRecipients).where(eq(mailRecipients.publicId, publicId)).get()?.email;
}

/** Forgets the recipient id of an erased customer: their old unsubscribe links find nobody. */
export function deleteRecipient(email: string, tx: Tx | Db = db()): void {
  tx.delete(mailRecipients)
    .where(eq(mailRecipients.email, normaliseEmail(email)))
    .run();
}

const suppressionHash = (email: string) => keyedHash('mail-suppression', normaliseEmail(email));

/** Adds the address to the suppression list, as a keyed hash only (the address itself is not stored). */
export function suppressAddress(email: string, tx: Tx | Db = db()): void {
  tx.insert(mailSuppressions)
    .values({ emailHash: suppressionHash(email) })
    .onConflictDoNothing()
    .run();
}

/** When the address was put on the suppression list, or undefined. */
export function suppressedSince(email: string): Date | undefined {
  return db()
    .select({ at: mailSuppressions.createdAt })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.emailHash, suppressionHash(email)))
    .get()?.at;
}
