import type { LeadDetail } from '#src/db/queries/leads/lead-detail';
import { vehicleAskingPrice } from './asking-price';

/** GET /api/leads/{type}/{id}: the lead, its vehicle with the advertised (all-in) price of today beside the price an offer was made against. */
export function leadDetailAnswer(lead: LeadDetail) {
  return { ...lead, vehicle: lead.vehicle && { ...lead.vehicle, askingPrice: vehicleAskingPrice(lead.vehicle) } };
}
export type LeadDetailAnswer = ReturnType<typeof leadDetailAnswer>;
