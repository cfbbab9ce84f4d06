/**
 * The answer lists of the trade-in, offer and financing forms: one source for
 * the forms, the zod schemas, the database enums, the inbox and the ADF export.
 */

export const TRADE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type TradeCondition = (typeof TRADE_CONDITIONS)[number];
export const TRADE_CONDITION_LABELS: Record<TradeCondition, string> = {
  excellent: 'Excellent: no visible wear, everything works',
  good: 'Good: light wear for its age',
  fair: 'Fair: needs some cosmetic or mechanical work',
  poor: 'Poor: needs significant work',
};

export const ACCIDENT_HISTORIES = ['none', 'minor', 'major', 'unknown'] as const;
export type AccidentHistory = (typeof ACCIDENT_HISTORIES)[number];
export const ACCIDENT_HISTORY_LABELS: Record<AccidentHistory, string> = {
  none: 'No accidents',
  minor: 'Minor (cosmetic repairs only)',
  major: 'Major (structural repairs or airbags deployed)',
  unknown: 'Not sure',
};

export const LIEN_STATUSES = ['none', 'loan', 'lease'] as const;
export type LienStatus = (typeof LIEN_STATUSES)[number];
export const LIEN_STATUS_LABELS: Record<LienStatus, string> = {
  none: 'Owned outright, no lien',
  loan: 'Financed: a loan is still owing',
  lease: 'Leased',
};

export const EMPLOYMENT_STATUSES = ['employed', 'self-employed', 'retired', 'student', 'other'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  employed: 'Employed',
  'self-employed': 'Self-employed or business owner',
  retired: 'Retired',
  student: 'Student',
  other: 'Other',
};

export const INCOME_BANDS = ['under-75k', '75k-150k', '150k-250k', '250k-500k', 'over-500k'] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];
export const INCOME_BAND_LABELS: Record<IncomeBand, string> = {
  'under-75k': 'Under $75,000',
  '75k-150k': '$75,000 – $150,000',
  '150k-250k': '$150,000 – $250,000',
  '250k-500k': '$250,000 – $500,000',
  'over-500k': 'Over $500,000',
};

export const FINANCE_TERMS = [24, 36, 48, 60, 72, 84] as const;

export const MAX_TRADE_IN_PHOTOS = 6;

/** Where an offer stands: pending until staff accept, counter or decline it. */
export const OFFER_STATUSES = ['pending', 'accepted', 'countered', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Awaiting reply',
  accepted: 'Accepted',
  countered: 'Countered',
  declined: 'Declined',
};
/** The steps of an offer's history: the visitor's offer, then each staff answer. */
export const OFFER_EVENT_KINDS = ['offer', 'accepted', 'countered', 'declined'] as const;
export type OfferEventKind = (typeof OFFER_EVENT_KINDS)[number];

/** Financing answers are deleted this many months after the lead is closed, unless the admin settings say otherwise. */
export const DEFAULT_FINANCING_RETENTION_MONTHS = 24;

/** An offer can be answered while it waits or after a counter; accepted and declined are final. */
export function canDecideOffer(status: OfferStatus): boolean {
  return status === 'pending' || status === 'countered';
}
