import { desc, eq, sql } from 'drizzle-orm';
import { db } from '#src/db/client';
import { inquiries, offers, tradeIns, vehicles } from '#src/db/schema';

/**
 * My garage: a shopper's offers and trade-in requests, found by their verified account e-mail (any letter
 * case, as leads are typed). Only what the customer sent or was told: no staff notes, no other customer.
 */

const sameEmail = (email: string) => sql`${inquiries.email} = ${email.trim()} collate nocase`;
const vehicleTitle = sql<
  string | null
>`case when ${vehicles.id} is null then null else ${vehicles.year} || ' ' || ${vehicles.make} || ' ' || trim(${vehicles.model} || ' ' || coalesce(${vehicles.trim}, '')) end`;

export function listOffersByEmail(email: string, limit = 100) {
  return db()
    .select({
      id: offers.id,
      amount: offers.amount,
      askingPrice: offers.askingPrice,
      status: offers.status,
      counterAmount: offers.counterAmount,
      createdAt: offers.createdAt,
      vehicleId: inquiries.vehicleId,
      vehicleTitle,
      vehicleStatus: vehicles.status,
    })
    .from(offers)
    .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
    .leftJoin(vehicles, eq(vehicles.id, inquiries.vehicleId))
    .where(sameEmail(email))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit)
    .all();
}

/** Trade-ins from /sell-or-trade and those sent with an offer (`withOffer`). */
export function listTradeInsByEmail(email: string, limit = 100) {
  return db()
    .select({
      id: tradeIns.id,
      year: tradeIns.year,
      make: tradeIns.make,
      model: tradeIns.model,
      trim: tradeIns.trim,
      mileage: tradeIns.mileage,
      condition: tradeIns.condition,
      createdAt: tradeIns.createdAt,
      leadStatus: inquiries.status,
      withOffer: sql<boolean>`${inquiries.type} = 'offer'`.mapWith(Boolean),
    })
    .from(tradeIns)
    .innerJoin(inquiries, eq(inquiries.id, tradeIns.inquiryId))
    .where(sameEmail(email))
    .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id))
    .limit(limit)
    .all();
}
