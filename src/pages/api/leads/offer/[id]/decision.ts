import type { APIRoute } from 'astro';
import { getLeadDetail } from '../../../../../db/queries/leads/lead-detail';
import { checkOfferOpen, recordOfferDecision } from '../../../../../db/queries/leads/offers';
import { displayName, guard } from '../../../../../lib/server/auth/guard';
import { getDealerContact } from '../../../../../lib/server/dealer-settings';
import { json, jsonError, readJson } from '../../../../../lib/server/http';
import { composeOfferDecisionMail } from '../../../../../lib/server/leads/lead-mail';
import { sendMail } from '../../../../../lib/server/mail';
import { OFFER_STATUS_LABELS } from '../../../../../lib/leads/options';
import { idParamSchema } from '../../../../../lib/validation/ids';
import { offerDecisionSchema } from '../../../../../lib/validation/leads';

export const prerender = false;

/**
 * Staff accept, counter or decline an offer; the customer is told by e-mail
 * and the answer joins the offer's history, whatever the mail server says.
 * 409 when the offer was already accepted or declined.
 */
export const POST: APIRoute = async ({ locals, params, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = idParamSchema.safeParse(params.id);
  if (!id.success) return jsonError(404, 'Offer not found');
  const body = await readJson(request, offerDecisionSchema);
  if ('response' in body) return body.response;
  const lead = getLeadDetail('offer', id.data);
  if (!lead?.offer) return jsonError(404, 'Offer not found');
  const open = checkOfferOpen(id.data);
  if (!open.ok) {
    return open.reason === 'not-found'
      ? jsonError(404, 'Offer not found')
      : jsonError(409, `This offer is already ${OFFER_STATUS_LABELS[open.status].toLowerCase()}.`);
  }

  const actor = { id: locals.user!.id, name: displayName(locals.user!) };
  const mail = composeOfferDecisionMail({ ...lead, offer: lead.offer }, body.data, actor.name, getDealerContact());
  const sent = await sendMail(mail);
  const result = recordOfferDecision(id.data, body.data, actor, { ...mail, ...sent });
  if (!result.ok) {
    return result.reason === 'not-found'
      ? jsonError(404, 'Offer not found')
      : jsonError(409, `This offer is already ${OFFER_STATUS_LABELS[result.status].toLowerCase()}.`);
  }
  const answer = { lead: getLeadDetail('offer', id.data), delivery: sent.delivery };
  if (sent.delivery === 'failed') return jsonError(502, `The answer was saved but the e-mail could not be sent: ${sent.error}`, answer);
  const message = sent.delivery === 'smtp' ? 'The customer has been e-mailed' : 'E-mail saved to the outbox (no mail server configured)';
  return json({ ...answer, message }, 201);
};
