import { and, desc, eq, ne } from 'drizzle-orm';
import type { LeadType } from '#src/lib/enums';
import { db } from '#src/db/client';
import type { InquiryStatus } from '#src/lib/enums';
import {
  appointments,
  inquiries,
  vehicles,
  type Appointment,
  type DeliveryQuote,
  type FinancingRequest,
  type VehicleHold,
} from '#src/db/schema';
import { getHold } from '#src/db/queries/holds/vehicle-holds';
import { getDeliveryQuote } from './delivery-quotes';
import { getMarketingConsent } from '#src/db/queries/consent';
import { getInquiryDetail, type InquiryDetail } from '#src/db/queries/inquiries';
import type { MarketingConsent } from '#src/lib/consent/windows';
import { getFinancingDetail } from './financing';
import { getOfferDetail, type OfferDetail } from './offers';
import { getTradeInDetail, type TradeInDetail } from './trade-ins';

/** The customer's other leads (same e-mail, any type), newest first. */
export type RelatedLead = { id: number; type: LeadType; subject: string; status: InquiryStatus; createdAt: Date };

export type LeadVehicle = {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string;
  vin: string;
  price: number;
  priceOnRequest: boolean;
  status: string;
};

/** One lead as the inbox dialog shows it: the inquiry with its replies, its vehicle, its type's details and the customer's other leads. */
export type LeadDetail = InquiryDetail & {
  vehicle: LeadVehicle | null;
  tradeIn: TradeInDetail | null;
  offer: OfferDetail | null;
  financing: FinancingRequest | null;
  /** A delivery quote's destination (issue 23 item 7). */
  delivery: DeliveryQuote | null;
  /** A hold request and where it stands (issue 23 item 8). */
  hold: VehicleHold | null;
  /** The booking of an appointment lead (without the secret behind its cancel link). */
  appointment: Omit<Appointment, 'linkSalt'> | null;
  otherLeads: RelatedLead[];
  /** Whether promotional e-mail may go to this customer now (express, implied until a date, withdrawn or none). */
  marketingConsent: MarketingConsent;
};

export function listRelatedLeads(email: string, exceptId: number): RelatedLead[] {
  return db()
    .select({
      id: inquiries.id,
      type: inquiries.type,
      subject: inquiries.subject,
      status: inquiries.status,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .where(and(eq(inquiries.email, email), ne(inquiries.id, exceptId)))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(100)
    .all();
}

/** The lead of this type and id; undefined when there is none (or it is of another type). */
export function getLeadDetail(type: LeadType, id: number): LeadDetail | undefined {
  const inquiry = getInquiryDetail(id);
  if (!inquiry || inquiry.type !== type) return undefined;
  const vehicle =
    inquiry.vehicleId === null
      ? null
      : (db()
          .select({
            id: vehicles.id,
            year: vehicles.year,
            make: vehicles.make,
            model: vehicles.model,
            trim: vehicles.trim,
            vin: vehicles.vin,
            price: vehicles.price,
            priceOnRequest: vehicles.priceOnRequest,
            status: vehicles.status,
          })
          .from(vehicles)
          .where(eq(vehicles.id, inquiry.vehicleId))
          .get() ?? null);
  return {
    ...inquiry,
    vehicle,
    // An offer may carry a trade-in too, so the trade-in table is read for both.
    tradeIn: type === 'trade-in' || type === 'offer' ? (getTradeInDetail(id) ?? null) : null,
    offer: type === 'offer' ? (getOfferDetail(id) ?? null) : null,
    financing: type === 'financing' ? (getFinancingDetail(id) ?? null) : null,
    delivery: type === 'delivery' ? (getDeliveryQuote(id) ?? null) : null,
    hold: type === 'hold' ? (getHold(id) ?? null) : null,
    appointment: type === 'appointment' ? appointmentOf(id) : null,
    otherLeads: listRelatedLeads(inquiry.email, id),
    marketingConsent: getMarketingConsent(inquiry.email),
  };
}

function appointmentOf(inquiryId: number): Omit<Appointment, 'linkSalt'> | null {
  const row = db().select().from(appointments).where(eq(appointments.inquiryId, inquiryId)).get();
  if (!row) return null;
  const { linkSalt, ...rest } = row;
  void linkSalt;
  return rest;
}
