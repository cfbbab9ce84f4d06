import { getOutboxMessage, setOutboxDelivery } from '#src/db/queries/outbox';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { config } from '#src/server/config';
import { sendMail } from '#src/server/mail';

/**
 * Sends a waiting or failed message again through SMTP_URL. Without a mail
 * server nothing can leave: 409, and the message stays in the outbox.
 */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Send an outbox message again',
    response: { status: 200, description: 'The message with its new delivery state; 409 without a mail server' },
    params: idParams,
    notFound: 'Message not found',
  },
  async ({ params }) => {
    const message = getOutboxMessage(params.id);
    if (!message) return fail('not-found', 'Message not found');
    if (message.delivery === 'smtp') return fail('conflict', 'This message has already been sent.');
    if (!config().SMTP_URL) return fail('conflict', 'No mail server is set up (SMTP_URL): the message stays in the outbox.');
    const sent = await sendMail({ to: message.to, subject: message.subject, body: message.body });
    const updated = setOutboxDelivery(message.id, sent.delivery, sent.error);
    if (sent.delivery !== 'smtp')
      return fail('upstream-failed', `The message could not be sent: ${sent.error ?? 'unknown error'}`, { outbox: updated });
    return updated;
  },
);
