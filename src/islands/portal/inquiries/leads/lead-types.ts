import type { LeadDetail } from '#src/db/queries/leads/lead-detail';
import type { MarketingConsent } from '#src/lib/consent/windows';
import type { Json } from '#src/islands/lib/types';
import type { LeadDetailAnswer } from '#src/server/leads/lead-detail-answer';

/** GET /api/leads/{type}/{id} as JSON: the server's own answer type, dates as ISO strings. */
export type LeadDetailDto = Json<LeadDetailAnswer>;
export type TradeInDto = NonNullable<LeadDetailDto['tradeIn']>;
export type OfferDto = NonNullable<LeadDetailDto['offer']>;
export type OfferEventDto = OfferDto['events'][number];
export type FinancingDto = NonNullable<LeadDetailDto['financing']>;
export type ConsentDto = Json<LeadDetail['marketingConsent']>;

/** The consent as the shared rule describes it (dates revived from JSON). */
export function consentOf(dto: ConsentDto): MarketingConsent {
  const d = (v: string) => new Date(v);
  switch (dto.state) {
    case 'express':
      return { state: 'express', since: d(dto.since), until: null };
    case 'implied':
      return { state: 'implied', basis: dto.basis, since: d(dto.since), until: d(dto.until) };
    case 'withdrawn':
      return { state: 'withdrawn', since: d(dto.since), until: null };
    default:
      return { state: 'none', since: null, until: null, ...(dto.expiredAt ? { expiredAt: d(dto.expiredAt) } : {}) };
  }
}
