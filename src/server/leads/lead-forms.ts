import type { StoredPrivateImage } from '#src/lib/images';
import { readFinancingForm, readOfferForm, readTradeInForm } from '#src/lib/leads/lead-form';
import {
  financingLeadSchema,
  offerLeadSchema,
  tradeInLeadSchema,
  type FinancingLeadInput,
  type OfferLeadInput,
  type TradeInLeadInput,
} from '#src/lib/validation/leads';
import type { LeadForm } from './lead-form-post';
import { financingLead, offerLead, tradeInLead } from './public-leads';
import { MAX_TRADE_IN_REQUEST_BYTES, tradeInRefusal, withTradeInPhotos, type TradeInPost } from './trade-in-form';

/** The lead forms a page takes without JavaScript (lead-form-post.ts); the booking's is in src/server/appointments. */

export const offerForm: LeadForm<OfferLeadInput, unknown, undefined> = {
  kind: 'offer',
  lead: offerLead,
  schema: offerLeadSchema,
  read: readOfferForm,
};

export const financingForm: LeadForm<FinancingLeadInput, unknown, undefined> = {
  kind: 'financing',
  lead: financingLead,
  schema: financingLeadSchema,
  read: readFinancingForm,
};

/** Multipart: the photos come with the fields. */
export const tradeInForm: LeadForm<TradeInPost, unknown, StoredPrivateImage[]> = {
  kind: 'trade-in',
  lead: tradeInLead,
  schema: tradeInLeadSchema,
  read: readTradeInForm,
  maxBytes: MAX_TRADE_IN_REQUEST_BYTES,
  // A client at its limit is refused before its photos are read, as on the JSON endpoint.
  beforeBody: tradeInRefusal,
  complete: (fields, form) => withTradeInPhotos(fields as TradeInLeadInput, form),
};
