/**
 * Lead receipts (the "We received your …" e-mail to the address a public form gave) go to an address at most once a
 * day: a form filled in again and again with someone else's address makes one e-mail, not one per post. The lead
 * itself is always stored and reaches staff; only the receipt is left out. What was sent is read from the outbox.
 */
export const LEAD_RECEIPT_WINDOW_MS = 24 * 60 * 60_000;

/** Every lead receipt's subject starts so (src/server/leads/lead-mail.ts): how the outbox tells receipts apart. */
export const LEAD_RECEIPT_SUBJECT_PREFIX = 'We received your ';

/** The address as receipts compare it: mailbox names are case-insensitive in practice, whatever RFC 5321 allows. */
export function receiptAddressKey(address: string): string {
  return address.trim().toLowerCase();
}

/** The earliest moment a receipt sent to the same address still counts against a new one. */
export function receiptWindowStart(now: Date): Date {
  return new Date(now.getTime() - LEAD_RECEIPT_WINDOW_MS);
}

/** Whether a new receipt may go to an address whose last receipt went at `lastSentAt` (undefined: none recorded). */
export function receiptDue(lastSentAt: Date | undefined, now: Date): boolean {
  return lastSentAt === undefined || lastSentAt.getTime() <= receiptWindowStart(now).getTime();
}
