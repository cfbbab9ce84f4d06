import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { checkOfferOpen, recordOfferDecision, type OfferDecisionResult } from '#src/db/queries/leads/offers';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { leadDetailAnswer } from '#src/server/leads/lead-detail-answer';
import { composeOfferDecisionMail } from '#src/server/leads/lead-mail';
import { sendMail } from '#src/server/mail/mail';
import { OFFER_STATUS_LABELS } from '#src/lib/leads/options';
import { offerDecisionSchema } from '#src/lib/validation/leads';
import { leadStepAnswer } from '#src/lib/api-answers/leads';

const refusal = (result: Exclude<OfferDecisionResult, { ok: true }>) =>
  result.reason === 'not-found'
    ? fail('not-found', 'Offer not found')
    : fail('conflict', `This offer is already ${OFFER_STATUS_LABELS[result.status].toLowerCase()}.`);

/**
 * Staff accept, counter or decline an offer; the customer is told by e-mail
 * and the answer joins the offer's history, whatever the mail server says.
 * 409 when the offer was already accepted or declined.
 */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Accept, counter or decline an offer',
    params: idParams,
    body: offerDecisionSchema,
    notFound: 'Offer not found',
    response: {
      status: 201,
      description:
        "`{ lead, delivery, message }`: the lead as GET /api/leads/{type}/{id} answers it, the decision in its offer's history; 409 when the offer is already closed",
      schema: leadStepAnswer,
    },
  },
  async ({ params, body, actor }) => {
    const lead = getLeadDetail('offer', params.id);
    if (!lead?.offer) return fail('not-found', 'Offer not found');
    const open = checkOfferOpen(params.id);
    if (!open.ok) return refusal(open);

    const mail = composeOfferDecisionMail({ ...lead, offer: lead.offer }, body, actor.name, getDealerContact());
    const sent = await sendMail(mail);
    const result = recordOfferDecision(params.id, body, actor, { ...mail, ...sent });
    if (!result.ok) return refusal(result);
    const decided = getLeadDetail('offer', params.id);
    // The lead as GET /api/leads/offer/{id} shows it (today's asking price too): the screen replaces its copy with it.
    const answer = { lead: decided && leadDetailAnswer(decided), delivery: sent.delivery };
    if (sent.delivery === 'failed')
      return fail('upstream-failed', `The answer was saved but the e-mail could not be sent: ${sent.error}`, answer);
    const message = sent.delivery === 'smtp' ? 'The customer has been e-mailed' : 'E-mail saved to the outbox (no mail server configured)';
    return json({ ...answer, message }, 201);
  },
);
