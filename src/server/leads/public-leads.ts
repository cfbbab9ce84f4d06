import { insertFinancingRequest } from '#src/db/queries/leads/financing';
import { vehicleLabel } from '#src/db/queries/leads/insert-lead';
import { insertOffer } from '#src/db/queries/leads/offers';
import { insertTradeIn } from '#src/db/queries/leads/trade-ins';
import type { StoredPrivateImage } from '#src/lib/images';
import { formatPrice } from '#src/lib/format/price';
import { offerTooLowMessage } from '#src/lib/pricing/offer-minimum';
import type { InquiryInput } from '#src/lib/validation/inquiry';
import type { FinancingLeadInput, OfferLeadInput } from '#src/lib/validation/leads';
import { fail } from '#src/server/endpoint';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import type { PublicLead } from './accept-public-lead';
import { vehicleAskingPrice } from './asking-price';
import { discardTradeInPhotos, storeTradeInPhotos, type TradeInPost } from './trade-in-form';

/**
 * The public lead types the pipeline (accept-public-lead.ts) accepts, each as
 * what it writes and what it answers. The booking is in
 * src/server/appointments/booking-lead.ts (it places a slot as it stores).
 */

export const LEAD_RECEIVED = 'Request received';
const received =
  (message: string) =>
  ({ id }: { id: number }) => ({ id, message });

/** The contact form, on its page, a vehicle's page and the home page. */
export const inquiryLead: PublicLead<InquiryInput> = {
  type: 'inquiry',
  limiter: publicPostLimiters.inquiry,
  row: ({ subject, message, vehicleId, utmSource, utmMedium, utmCampaign, ...contact }) => ({
    subject,
    message,
    contact,
    vehicleId,
    utm: { utmSource, utmMedium, utmCampaign },
  }),
  answer: received('Inquiry received'),
};

/** /sell-or-trade: the vehicle, its photos, and optionally a car of ours the customer wants instead. */
export const tradeInLead: PublicLead<TradeInPost, unknown, StoredPrivateImage[]> = {
  type: 'trade-in',
  limiter: publicPostLimiters.tradeIn,
  row: (input) => ({
    subject: `Trade-in appraisal: ${vehicleLabel(input)}`,
    message: input.message?.trim() || `Please appraise my ${vehicleLabel(input)}.`,
    contact: input,
    vehicleId: input.vehicleId,
  }),
  prepare: storeTradeInPhotos,
  details: (tx, inquiry, input, _vehicle, photos) => insertTradeIn(tx, inquiry.id, input, photos),
  discard: discardTradeInPhotos,
  answer: received(LEAD_RECEIVED),
};

/** Make an offer (a vehicle's page), with the price asked at that moment. A sold vehicle takes no offers. */
export const offerLead: PublicLead<OfferLeadInput> = {
  type: 'offer',
  limiter: publicPostLimiters.offer,
  refuseVehicle: (vehicle, input) => {
    if (vehicle.status === 'sold')
      return fail('conflict', 'This vehicle has been sold and no longer takes offers.', {
        errors: { vehicleId: 'This vehicle has been sold.' },
      });
    const tooLow = offerTooLowMessage(input.amount, vehicleAskingPrice(vehicle));
    return tooLow ? fail('invalid', 'Invalid input: amount', { errors: { amount: tooLow } }) : undefined;
  },
  row: (input, vehicle) => {
    const label = vehicleLabel(vehicle!);
    const trade = input.tradeIn ? ` with a trade-in (${vehicleLabel(input.tradeIn)})` : '';
    return {
      subject: `Offer of ${formatPrice(input.amount)} on the ${label}`,
      message: input.message?.trim() || `I would like to offer ${formatPrice(input.amount)} for the ${label}${trade}.`,
      contact: input,
      vehicleId: vehicle!.id,
    };
  },
  details: (tx, inquiry, input, vehicle) => insertOffer(tx, inquiry, input, vehicleAskingPrice(vehicle!)),
  answer: received(LEAD_RECEIVED),
};

/** Financing pre-qualification (/financing). The answers are personal data: the inbox row carries none of them. */
export const financingLead: PublicLead<FinancingLeadInput> = {
  type: 'financing',
  limiter: publicPostLimiters.financing,
  row: (input, vehicle) => ({
    subject: vehicle ? `Financing pre-qualification: ${vehicleLabel(vehicle)}` : 'Financing pre-qualification',
    message: input.message?.trim() || 'Please contact me about financing pre-qualification.',
    contact: input,
    vehicleId: input.vehicleId,
  }),
  details: (tx, inquiry, input) => insertFinancingRequest(tx, inquiry.id, input),
  answer: received(LEAD_RECEIVED),
};
