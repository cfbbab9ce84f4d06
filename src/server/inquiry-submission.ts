import { createInquiry } from '#src/db/queries/inquiries';
import { getVehicleById } from '#src/db/queries/vehicles';
import type { InquiryInput } from '#src/lib/validation/inquiry';
import { notifyNewLead } from '#src/server/leads/notify-new-lead';
import { publicPostLimiters } from './public-rate-limit';

/**
 * Storing a visitor's inquiry, shared by the JSON API (the hydrated form) and
 * the no-JavaScript form post, so both apply the same rate limit, honeypot and
 * vehicle check. Validation with `inquiryInputSchema` happens before this.
 */

export const inquiryLimiter = publicPostLimiters.inquiry;
export const VEHICLE_GONE = 'This vehicle is no longer in our inventory.';

export type InquiryOutcome = { kind: 'stored'; id: number } | { kind: 'invalid'; errors: Record<string, string> };

/** Counts the post against the client's window, then stores the inquiry (a bot's is dropped quietly). */
export function storeInquiry(data: InquiryInput, clientAddress: string): InquiryOutcome {
  inquiryLimiter.hit(clientAddress);
  const { website, ...input } = data;
  // A filled honeypot is a bot: it gets the same answer as a person, so it learns nothing, and nothing is stored.
  if (website?.trim()) return { kind: 'stored', id: 1000 + Math.floor(Math.random() * 9000) };
  if (input.vehicleId != null && !getVehicleById(input.vehicleId)) return { kind: 'invalid', errors: { vehicleId: VEHICLE_GONE } };
  let id: number;
  try {
    id = createInquiry(input).id;
  } catch (error) {
    // The vehicle was deleted between the check and the insert.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
      return { kind: 'invalid', errors: { vehicleId: VEHICLE_GONE } };
    throw error;
  }
  // The dealer's new-lead e-mail (and the CRM's ADF copy when set), as every other lead type sends. Not awaited:
  // the visitor's answer does not wait on a mail server, and notifyNewLead never throws (a failed notice is
  // recorded in the outbox); the lead is committed already.
  void notifyNewLead('inquiry', id);
  return { kind: 'stored', id };
}
