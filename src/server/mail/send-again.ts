import { getAppointment, manageToken } from '#src/db/queries/appointments';
import { outboxMailOf, replaceOutboxMessage, setOutboxDelivery } from '#src/db/queries/outbox';
import type { OutboxMessage } from '#src/db/schema';
import { foldIcs, withPrivateLinks, type PrivateLinkKind } from '#src/lib/mail/private-links';
import { unsubscribeToken } from '#src/server/consent/unsubscribe';
import { freshDocumentMail } from '#src/server/documents/release-document';
import { ApiFailure, fail, type Actor } from '#src/server/endpoint';
import { freshSignInMail } from '#src/server/shoppers/sign-in-link';
import { sendMail, type MailMessage, type MailResult } from './mail';

/**
 * Sends a claimed outbox message again and records how it went. A message whose one-time link was removed
 * (the outbox never keeps one) cannot go as stored: it goes with a fresh link, and its row takes the new copy.
 */
export async function sendAgain(
  claimed: OutboxMessage,
  actor: Actor,
): Promise<{ sent: MailResult; updated: OutboxMessage | undefined } | ApiFailure> {
  if (!claimed.oneTimeLink) {
    const mail = withLinksMadeAgain(outboxMailOf(claimed));
    if (!mail) {
      setOutboxDelivery(claimed.id, claimed.delivery, claimed.error);
      return fail('conflict', 'The appointment this message was about was deleted: its link cannot be made again.');
    }
    const sent = await sendMail(mail);
    return { sent, updated: setOutboxDelivery(claimed.id, sent.delivery, sent.error) };
  }
  const fresh = freshLinkMail(claimed, actor);
  if (fresh instanceof ApiFailure) {
    // The claim ends; the message stays as it was.
    setOutboxDelivery(claimed.id, claimed.delivery, claimed.error);
    return fresh;
  }
  const sent = await sendMail(fresh);
  return { sent, updated: replaceOutboxMessage(claimed.id, fresh, sent) };
}

/** The same e-mail with a fresh link: a new sign-in link to the same address; the document released again (the link before stops working). */
function freshLinkMail(message: OutboxMessage, actor: Actor): MailMessage | ApiFailure {
  switch (message.oneTimeLink) {
    case 'shopper-sign-in':
      return freshSignInMail(message.to).mail;
    case 'document': {
      if (message.inquiryId == null) return fail('conflict', 'The document request of this message was deleted.');
      const release = freshDocumentMail(message.inquiryId, actor);
      return release instanceof ApiFailure ? release : release.mail;
    }
    default:
      return fail('conflict', 'This message carries no one-time link.');
  }
}

/**
 * The stored message with its private links' tokens made again (the outbox keeps placeholders: a manage or
 * unsubscribe link acts for the recipient); null when one cannot be made (its appointment was deleted).
 */
function withLinksMadeAgain(mail: MailMessage): MailMessage | null {
  const tokenOf = (kind: PrivateLinkKind, ref?: number): string | null => {
    if (kind === 'unsubscribe') return unsubscribeToken(mail.to);
    const appointment = ref == null ? undefined : getAppointment(ref);
    return appointment ? manageToken(appointment) : null;
  };
  const body = withPrivateLinks(mail.body, tokenOf);
  const html = mail.html == null ? undefined : withPrivateLinks(mail.html, tokenOf);
  const headers = Object.entries(mail.headers ?? {}).map(([key, value]) => [key, withPrivateLinks(value, tokenOf)] as const);
  const attachments = (mail.attachments ?? []).map((a) => {
    if (!a.contentType.startsWith('text/')) return a;
    const text = withPrivateLinks(Buffer.from(a.content).toString('utf8'), tokenOf);
    // Calendar files are stored unfolded (src/db/queries/outbox.ts): folded again to 75 octets a line.
    return text == null ? null : { ...a, content: a.contentType.startsWith('text/calendar') ? foldIcs(text) : text };
  });
  if (body == null || html === null || headers.some(([, v]) => v == null) || attachments.some((a) => a == null)) return null;
  return {
    ...mail,
    body,
    ...(html != null ? { html } : {}),
    ...(mail.headers ? { headers: Object.fromEntries(headers) as Record<string, string> } : {}),
    ...(mail.attachments ? { attachments: attachments.filter((a) => a != null) } : {}),
  };
}
