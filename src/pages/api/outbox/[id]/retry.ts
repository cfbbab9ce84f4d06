import { claimOutboxMessageForSending, getOutboxMessage } from '#src/db/queries/outbox';
import { ApiFailure, endpoint, fail, idParams } from '#src/server/endpoint';
import { config } from '#src/server/config';
import { sendAgain } from '#src/server/mail/send-again';
import { outboxMessageAnswer } from '#src/lib/api-answers/outbox';

/**
 * Sends a waiting or failed message again through SMTP_URL, whole: the text, the HTML, its headers
 * (List-Unsubscribe, …) and attachments (the .ics), as first composed. Without a mail server nothing can
 * leave: 409, and the message stays in the outbox. Idempotent under double clicks: the message is claimed
 * before sending, so of several retries at once one sends and the others answer 409. A message whose one-time
 * link was removed (the outbox never keeps one) is sent with a fresh link instead: "Send a new link".
 */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Send an outbox message again',
    params: idParams,
    notFound: 'Message not found',
    response: {
      status: 200,
      description: 'The message with its new delivery state; 409 without a mail server or while it is being sent',
      schema: outboxMessageAnswer,
    },
  },
  async ({ params, actor }) => {
    const message = getOutboxMessage(params.id);
    if (!message) return fail('not-found', 'Message not found');
    if (message.delivery === 'smtp') return fail('conflict', 'This message has already been sent.');
    if (!config().SMTP_URL) return fail('conflict', 'No mail server is set up (SMTP_URL): the message stays in the outbox.');
    const claimed = claimOutboxMessageForSending(message.id);
    if (!claimed) return fail('conflict', 'This message is being sent already.');
    const resent = await sendAgain(claimed, actor);
    if (resent instanceof ApiFailure) return resent;
    const { sent, updated } = resent;
    if (sent.delivery !== 'smtp')
      return fail('upstream-failed', `The message could not be sent: ${sent.error ?? 'unknown error'}`, { outbox: updated });
    return updated;
  },
);
