import type { MarketingConsent } from '#src/lib/consent/windows';
import type { InquiryStatus, LeadType } from '#src/lib/enums';
import type {
  AccidentHistory,
  EmploymentStatus,
  IncomeBand,
  LienStatus,
  OfferEventKind,
  OfferStatus,
  TradeCondition,
} from '#src/lib/leads/options';
import type { InquiryWithReplies } from '#src/islands/lib/types';

/** GET /api/leads/{type}/{id} as JSON (dates as ISO strings). */
export type TradeInDto = {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  vin: string | null;
  condition: TradeCondition;
  accidentHistory: AccidentHistory;
  lien: LienStatus;
  lienAmount: number | null;
  photos: { id: number; fileName: string; width: number; height: number }[];
};
export type OfferEventDto = {
  id: number;
  kind: OfferEventKind;
  amount: number | null;
  message: string | null;
  actorName: string;
  delivery: string | null;
  createdAt: string;
};
export type OfferDto = {
  id: number;
  amount: number;
  askingPrice: number | null;
  status: OfferStatus;
  counterAmount: number | null;
  createdAt: string;
  events: OfferEventDto[];
  otherOffers: { inquiryId: number; name: string; amount: number; status: OfferStatus; counterAmount: number | null; createdAt: string }[];
};
export type FinancingDto = {
  employmentStatus: EmploymentStatus;
  incomeBand: IncomeBand;
  housingCost: number;
  termMonths: number;
  downPayment: number;
  contactConsent: boolean;
};
export type ConsentDto =
  | { state: 'express'; since: string; until: null }
  | { state: 'implied'; basis: 'implied-inquiry' | 'implied-purchase'; since: string; until: string }
  | { state: 'withdrawn'; since: string; until: null }
  | { state: 'none'; since: null; until: null; expiredAt?: string };

export type LeadDetailDto = InquiryWithReplies & {
  vehicle: {
    id: number;
    year: number;
    make: string;
    model: string;
    vin: string;
    price: number;
    askingPrice: number | null;
    status: string;
  } | null;
  tradeIn: TradeInDto | null;
  offer: OfferDto | null;
  financing: FinancingDto | null;
  otherLeads: { id: number; type: LeadType; subject: string; status: InquiryStatus; createdAt: string }[];
  marketingConsent: ConsentDto;
};

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
