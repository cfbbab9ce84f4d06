import { and, desc, eq, gt, isNotNull, isNull, like, lt, ne, or } from 'drizzle-orm';
import { db } from '#src/db/client';
import { inquiryReplies, offerEvents, outboxMessages, type OutboxMessage, type StoredAttachment } from '#src/db/schema';
import { LEAD_RECEIPT_SUBJECT_PREFIX, receiptAddressKey } from '#src/lib/mail/lead-receipts';
import { withoutSecrets, type OneTimeLinkKind } from '#src/lib/mail/one-time-links';
import { unfoldIcs, withoutPrivateLinks, type PrivateLink } from '#src/lib/mail/private-links';

/** A whole e-mail as the mail module sends it (src/server/mail/mail.ts MailMessage, restated: db does not import server). */
export type OutboxMail = {
  to: string;
  subject: string;
  body: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** What must never be stored (a one-time link, its token): the outbox copy says where each was removed. */
  secrets?: string[];
  /** The kind of one-time link it carries, so a retry sends a fresh one (src/server/mail/send-again.ts). */
  oneTimeLink?: OneTimeLinkKind;
  /** Links that act for the recipient (manage, unsubscribe): stored as placeholders, made again for a retry. */
  privateLinks?: PrivateLink[];
};

/** A part of the e-mail as the outbox may keep it: without secrets and private links. */
const cleaner = (mail: OutboxMail) => (text: string) =>
  withoutPrivateLinks(withoutSecrets(text, mail.secrets ?? []), mail.privateLinks ?? []);

const isCalendar = (contentType: string) => contentType.startsWith('text/calendar');

/**
 * What a retry will need beyond the text, kept only for a message not delivered: once the mail server has it,
 * the outbox keeps the text alone (no second copy of links and calendar files it no longer needs).
 */
function resendableParts(mail: OutboxMail, delivery: OutboxMessage['delivery']) {
  if (delivery === 'smtp') return { html: null, headers: null, attachments: null };
  const clean = cleaner(mail);
  return {
    html: mail.html ? clean(mail.html) : null,
    headers: mail.headers && Object.keys(mail.headers).length ? mapValues(mail.headers, clean) : null,
    attachments: mail.attachments?.length
      ? mail.attachments.map((a): StoredAttachment => ({
          filename: a.filename,
          contentType: a.contentType,
          // A calendar file is kept unfolded: a link folded across lines would not be found (send-again folds it back).
          contentBase64: Buffer.from(
            a.contentType.startsWith('text/') ? clean(textOf(a.content, isCalendar(a.contentType))) : a.content,
          ).toString('base64'),
        }))
      : null,
  };
}

const textOf = (content: string | Buffer, calendar: boolean) => {
  const text = Buffer.from(content).toString('utf8');
  return calendar ? unfoldIcs(text) : text;
};

const mapValues = (record: Record<string, string>, f: (value: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]));

/**
 * The outbox row of an e-mail: every part without its secrets and private links (staff read the outbox; a link
 * that acts for the recipient reaches only them), the parts a retry needs only while it is not delivered.
 */
export function outboxRowOf(mail: OutboxMail, result: { delivery: OutboxMessage['delivery']; error: string | null }) {
  return {
    to: mail.to,
    subject: mail.subject,
    body: cleaner(mail)(mail.body),
    ...resendableParts(mail, result.delivery),
    delivery: result.delivery,
    error: result.error,
    oneTimeLink: mail.oneTimeLink ?? null,
  };
}

/**
 * The whole message of an outbox row as stored: text, HTML, headers and attachments, private links still as
 * placeholders (src/server/mail/send-again.ts makes them again).
 */
export function outboxMailOf(message: OutboxMessage): OutboxMail {
  return {
    to: message.to,
    subject: message.subject,
    body: message.body,
    ...(message.html ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}

/** Every e-mail the site tried to send, newest first (the portal's view of "sent" mail). */
export function listOutbox(limit = 200): OutboxMessage[] {
  return db().select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit).all();
}

/**
 * When the site last made a lead receipt for the address (any case) after `since`, sent or not: undefined when it
 * made none. Compared in JavaScript because SQLite's lower() folds ASCII only; the rows are few, the site-wide
 * hourly ceiling bounds them.
 */
export function lastLeadReceiptTo(address: string, since: Date): Date | undefined {
  const key = receiptAddressKey(address);
  const rows = db()
    .select({ to: outboxMessages.to, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(
      and(
        gt(outboxMessages.createdAt, since),
        isNotNull(outboxMessages.inquiryId),
        like(outboxMessages.subject, `${LEAD_RECEIPT_SUBJECT_PREFIX}%`),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .all();
  return rows.find((row) => receiptAddressKey(row.to) === key)?.createdAt;
}

/** Logs one e-mail the site tried to send (the outbox is every e-mail, sent or not). */
export function recordOutboxMessage(
  mail: OutboxMail,
  result: { delivery: OutboxMessage['delivery']; error: string | null },
  inquiryId: number | null = null,
): void {
  db()
    .insert(outboxMessages)
    .values({ ...outboxRowOf(mail, result), inquiryId })
    .run();
}

export function getOutboxMessage(id: number): OutboxMessage | undefined {
  return db().select().from(outboxMessages).where(eq(outboxMessages.id, id)).get();
}

/** A send that has not finished after this long (SMTP timeouts total 40 s) was cut short: the message may be tried again. */
const SENDING_STALE_MS = 2 * 60_000;

/**
 * Claims a message for one retry: only a message not delivered and not being sent right now is claimed, in
 * one statement, so of five clicks at once exactly one sends. Undefined when another send holds it (or it
 * was delivered meanwhile); the caller then answers without sending.
 */
export function claimOutboxMessageForSending(id: number, now = new Date()): OutboxMessage | undefined {
  return db()
    .update(outboxMessages)
    .set({ sendingSince: now })
    .where(
      and(
        eq(outboxMessages.id, id),
        ne(outboxMessages.delivery, 'smtp'),
        or(isNull(outboxMessages.sendingSince), lt(outboxMessages.sendingSince, new Date(now.getTime() - SENDING_STALE_MS))),
      ),
    )
    .returning()
    .get();
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
    // The send is over (the claim ends); a delivered message keeps its text only.
    const delivered = delivery === 'smtp' ? { html: null, headers: null, attachments: null } : {};
    const message = tx
      .update(outboxMessages)
      .set({ delivery, error, sendingSince: null, ...delivered })
      .where(eq(outboxMessages.id, id))
      .returning()
      .get();
    if (message?.replyId != null)
      tx.update(inquiryReplies).set({ delivery, deliveryError: error }).where(eq(inquiryReplies.id, message.replyId)).run();
    if (message?.offerEventId != null) tx.update(offerEvents).set({ delivery }).where(eq(offerEvents.id, message.offerEventId)).run();
    return message;
  });
}

/**
 * Puts a fresh copy of a message in place of its row, after a retry that made a new one-time link (the old link
 * was never kept, so the message could not be sent as stored): its text without the new link, how the send went.
 */
export function replaceOutboxMessage(id: number, mail: OutboxMail, result: { delivery: OutboxMessage['delivery']; error: string | null }) {
  return db()
    .update(outboxMessages)
    .set({ ...outboxRowOf(mail, result), sendingSince: null })
    .where(eq(outboxMessages.id, id))
    .returning()
    .get();
}
