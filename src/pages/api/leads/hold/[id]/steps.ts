import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import type { HoldStepResult } from '#src/db/queries/holds/vehicle-holds';
import { HOLD_STATUS_LABELS } from '#src/lib/remote-buying/hold-state';
import { holdStepSchema } from '#src/lib/validation/hold-step';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { takeHoldStep } from '#src/server/holds/hold-steps';
import { json } from '#src/server/http/api-response';
import { leadDetailAnswer } from '#src/server/leads/lead-detail-answer';
import { leadStepAnswer } from '#src/lib/api-answers/leads';

const refusal = (result: Exclude<HoldStepResult, { ok: true }>) => {
  switch (result.reason) {
    case 'not-found':
      return fail('not-found', 'Hold request not found');
    case 'wrong-state':
      return fail('conflict', `This hold is ${HOLD_STATUS_LABELS[result.status].toLowerCase()}: that step is not possible now.`);
    case 'vehicle-held':
      return fail('conflict', 'Another customer already holds this vehicle: release that hold first.');
    case 'vehicle-unavailable':
      return fail('conflict', `This vehicle is ${result.vehicleStatus}: only an available vehicle can be held.`);
  }
};

/**
 * Staff's step on a hold (issue 23 item 8): accept (deposit instructions by
 * e-mail), decline, deposit received (the vehicle reserved until its expiry),
 * extend, release. 409 with the reason when the hold or the vehicle cannot take
 * it, above all when another customer's hold is active on the same vehicle.
 */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Take a step on a hold (accept, decline, deposit received, extend, release)',
    params: idParams,
    body: holdStepSchema,
    notFound: 'Hold request not found',
    response: {
      status: 201,
      description:
        '`{ lead, delivery, message }`: the lead as GET /api/leads/hold/{id} answers it; 409 when the step is not possible (another hold on the vehicle, the vehicle not available, the hold already ended)',
      schema: leadStepAnswer,
    },
  },
  async ({ params, body, actor }) => {
    const { result, mail } = await takeHoldStep(params.id, body, actor);
    if (!result.ok) return refusal(result);
    const lead = getLeadDetail('hold', params.id);
    const answer = { lead: lead && leadDetailAnswer(lead), delivery: mail?.delivery ?? null };
    if (mail?.delivery === 'failed')
      return fail('upstream-failed', `The step was saved but the e-mail could not be sent: ${mail.error}`, answer);
    const message = mail?.delivery === 'smtp' ? 'The customer has been e-mailed' : 'E-mail saved to the outbox (no mail server configured)';
    return json({ ...answer, message }, 201);
  },
);
