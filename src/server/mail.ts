import { createTransport } from 'nodemailer';
import { DEALER } from '#src/lib/dealer';
import { config } from './config';
import type { DealerContact } from '#src/db/queries/dealer-settings';

export type Delivery = 'smtp' | 'outbox' | 'failed';
export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };
/** body is the plain text (what the outbox keeps); html, headers and attachments are optional extras. */
export type MailMessage = {
  to: string;
  subject: string;
  body: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};
export type MailResult = { delivery: Delivery; error: string | null };

/** What the site sends as: MAIL_FROM, else the dealer's own address under the dealer's name. */
export function mailFrom(): string {
  return config().MAIL_FROM || `"${DEALER.name}" <${DEALER.email}>`;
}

let transport: { url: string; mailer: ReturnType<typeof createTransport> } | undefined;

function mailer(url: string) {
  if (transport?.url !== url) {
    // Short timeouts: a staff member is waiting on the answer, and a dead server must fail, not hang the request.
    transport = { url, mailer: createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  return transport.mailer;
}

/**
 * Sends a plain-text e-mail through SMTP_URL. Without SMTP_URL nothing leaves
 * the machine: the caller records the message in the outbox instead. Never
 * throws: a refusal comes back as delivery 'failed' with the reason.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  const url = config().SMTP_URL;
  if (!url) return { delivery: 'outbox', error: null };
  try {
    await mailer(url).sendMail({
      from: mailFrom(),
      to: message.to,
      subject: message.subject,
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.attachments ? { attachments: message.attachments } : {}),
    });
    return { delivery: 'smtp', error: null };
  } catch (error) {
    return { delivery: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

type ReplySource = { name: string; email: string; subject: string; message: string; createdAt: Date };

/** 'Re: {subject}', without stacking a second 'Re:' on a subject that has one. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/**
 * The customer's copy of a reply: the reply, a signature with the dealer's
 * name, phone and address, then the original message quoted.
 */
export function composeReplyMail(inquiry: ReplySource, reply: { message: string; authorName: string }, dealer: DealerContact): MailMessage {
  // ICU puts narrow no-break spaces in times; plain spaces keep the mail 7-bit where it can be.
  const sent = inquiry.createdAt
    .toLocaleString('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' })
    .replace(/\s/g, ' ');
  const quoted = inquiry.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  const body = [
    reply.message.replace(/\r\n?/g, '\n').trim(),
    '',
    '-- ',
    reply.authorName,
    DEALER.name,
    dealer.phoneDisplay,
    `${dealer.street}, ${dealer.city}, ${dealer.region} ${dealer.postalCode}`,
    dealer.email,
    '',
    `On ${sent}, ${inquiry.name} <${inquiry.email}> wrote:`,
    quoted,
    '',
  ].join('\n');
  return { to: inquiry.email, subject: replySubject(inquiry.subject), body };
}
