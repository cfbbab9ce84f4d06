import { outboxMailOf, replaceOutboxMessage, setOutboxDelivery } from '#src/db/queries/outbox';
import type { OutboxMessage } from '#src/db/schema';
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
    const sent = await sendMail(outboxMailOf(claimed));
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
