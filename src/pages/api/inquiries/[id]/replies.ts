import { getInquiry, recordReply } from '#src/db/queries/inquiries';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { composeReplyMail, sendMail } from '#src/server/mail/mail';
import { inquiryReplySchema } from '#src/lib/validation/inquiry';
import { inquiryReplySentAnswer } from '#src/lib/api-answers/inquiries';

/** Sends a staff reply to the customer by e-mail and keeps it with the inquiry, whatever the mail server says. */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Reply to an inquiry by e-mail',
    params: idParams,
    body: inquiryReplySchema,
    notFound: 'Inquiry not found',
    response: {
      status: 201,
      description: 'The stored reply and its delivery `{ …reply, message }`; kept whatever the mail server says',
      schema: inquiryReplySentAnswer,
    },
  },
  async ({ params, body, actor: author }) => {
    const inquiry = getInquiry(params.id);
    if (!inquiry) return fail('not-found', 'Inquiry not found');

    const mail = composeReplyMail(inquiry, { message: body.message, authorName: author.name }, getDealerContact());
    const sent = await sendMail(mail);
    const reply = recordReply({
      inquiryId: inquiry.id,
      author,
      message: body.message,
      mail,
      delivery: sent.delivery,
      error: sent.error,
    });
    const answer = { reply, inquiry: getInquiry(inquiry.id), delivery: sent.delivery };

    if (sent.delivery === 'failed') return fail('upstream-failed', `The reply was saved but could not be sent: ${sent.error}`, answer);
    const message = sent.delivery === 'smtp' ? 'Reply sent' : 'Reply saved to the outbox (no mail server configured)';
    return json({ ...answer, message }, 201);
  },
);
