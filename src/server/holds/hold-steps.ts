import { getDealerContact } from '#src/db/queries/dealer-settings';
import { getHoldSettings } from '#src/db/queries/hold-settings';
import { applyHoldStep, getHold, listExpiredHolds, type HoldActor, type HoldStepResult } from '#src/db/queries/holds/vehicle-holds';
import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { vehicleLabel } from '#src/db/queries/leads/insert-lead';
import { recordOutbox } from '#src/db/queries/leads/notify';
import { DEALER } from '#src/lib/dealer';
import type { HoldAction } from '#src/lib/remote-buying/hold-state';
import type { HoldStepInput } from '#src/lib/validation/hold-step';
import { sendMail, type MailResult } from '#src/server/mail/mail';
import { noteDataWrite } from '#src/server/render/page-cache';
import { composeHoldMail } from './hold-mail';

export type HoldStepOutcome = { result: HoldStepResult; mail?: MailResult };

/** E-mails the hold's customer about `action` (the outbox keeps it, whatever the mail server says). */
async function tellCustomer(
  inquiryId: number,
  action: HoldAction,
  authorName: string,
  note?: string | null,
): Promise<MailResult | undefined> {
  const lead = getLeadDetail('hold', inquiryId);
  const hold = getHold(inquiryId);
  if (!lead || !hold) return undefined;
  const mail = composeHoldMail({
    action,
    hold,
    customer: lead,
    vehicle: lead.vehicle ? vehicleLabel(lead.vehicle) : 'vehicle',
    settings: getHoldSettings(),
    dealer: getDealerContact(),
    authorName,
    note,
  });
  const sent = await sendMail(mail);
  recordOutbox(mail, sent, inquiryId);
  return sent;
}

/**
 * One step staff take on a hold (accept with deposit instructions, decline, deposit received,
 * extend, release): the state change commits first (one transaction, the database refusing a second
 * active hold on the vehicle), then the customer is e-mailed.
 */
export async function takeHoldStep(inquiryId: number, step: HoldStepInput, actor: HoldActor, now = new Date()): Promise<HoldStepOutcome> {
  const settings = getHoldSettings();
  const result = applyHoldStep(
    inquiryId,
    {
      action: step.action,
      now,
      hours: step.hours ?? settings.holdHours,
      depositMethod: step.depositMethod,
      depositAmount: settings.depositAmount,
    },
    actor,
  );
  if (!result.ok) return { result };
  return { result, mail: await tellCustomer(inquiryId, step.action, actor.name, step.message) };
}

const EXPIRY_ACTOR: HoldActor = { id: null, name: 'Hold expiry' };

/**
 * Releases every accepted or reserved hold whose expiry has come at `now` (the hold-expiry job;
 * `now` is the caller's so a test can move the clock): a reserved car is available again, and each
 * customer is told. Returns how many holds ended.
 */
export async function expireHolds(now = new Date()): Promise<number> {
  let ended = 0;
  for (const hold of listExpiredHolds(now)) {
    const result = applyHoldStep(hold.inquiryId, { action: 'expire', now }, EXPIRY_ACTOR);
    if (!result.ok) continue;
    ended++;
    // The vehicle's page and the lists show the status: its hold's row moved the vehicle_holds version, read now.
    noteDataWrite();
    await tellCustomer(hold.inquiryId, 'expire', DEALER.name);
  }
  return ended;
}

/** After a sale was recorded for a held vehicle (markVehicleSold converted the hold): the customer's thanks. */
export async function notifyHoldSold(inquiryId: number | null, actor: HoldActor): Promise<void> {
  if (inquiryId === null) return;
  try {
    await tellCustomer(inquiryId, 'sell', actor.name);
  } catch (error) {
    console.error(`Could not e-mail the sale of hold ${inquiryId}:`, error instanceof Error ? error.message : error);
  }
}
