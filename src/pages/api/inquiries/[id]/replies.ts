import type { APIRoute } from 'astro';
import { getInquiry, recordReply } from '../../../../db/queries/inquiries';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { getDealerContact } from '../../../../lib/server/dealer-settings';
import { json, jsonError, parseParam, readJson } from '../../../../lib/server/http';
import { composeReplyMail, sendMail } from '../../../../lib/server/mail';
import { idParamSchema } from '../../../../lib/validation/ids';
import { inquiryReplySchema } from '../../../../lib/validation/inquiry';

export const prerender = false;

/** Sends a staff reply to the customer by e-mail and keeps it with the inquiry, whatever the mail server says. */
export const POST: APIRoute = async ({ locals, params, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const body = await readJson(request, inquiryReplySchema);
  if ('response' in body) return body.response;
  const inquiry = getInquiry(id.data);
  if (!inquiry) return jsonError(404, 'Inquiry not found');

  const author = { id: locals.user!.id, name: displayName(locals.user!) };
  const mail = composeReplyMail(inquiry, { message: body.data.message, authorName: author.name }, getDealerContact());
  const sent = await sendMail(mail);
  const reply = recordReply({
    inquiryId: inquiry.id,
    author,
    message: body.data.message,
    mail,
    delivery: sent.delivery,
    error: sent.error,
  });
  const answer = { reply, inquiry: getInquiry(inquiry.id), delivery: sent.delivery };

  if (sent.delivery === 'failed') return jsonError(502, `The reply was saved but could not be sent: ${sent.error}`, answer);
  const message = sent.delivery === 'smtp' ? 'Reply sent' : 'Reply saved to the outbox (no mail server configured)';
  return json({ ...answer, message }, 201);
};
