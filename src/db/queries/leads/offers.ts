import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { OFFER_STATUS_LABELS, canDecideOffer, type OfferStatus } from '#src/lib/leads/options';
import { formatPrice } from '#src/lib/format/price';
import type { OfferDecisionInput, OfferLeadInput } from '#src/lib/validation/leads';
import { db } from '#src/db/client';
import { inquiries, offerEvents, offers, outboxMessages, type Inquiry, type Offer, type OfferEvent } from '#src/db/schema';
import { logActivity } from '#src/db/queries/activity';
import { moveLeadStatus } from './lead-status';
import type { Actor } from '#src/db/queries/inquiries';
import type { Tx } from './insert-lead';
import { insertTradeVehicle } from './trade-ins';

/** Another offer on the same vehicle, as the offer dialog lists them. */
export type VehicleOfferSummary = {
  inquiryId: number;
  name: string;
  amount: number;
  status: OfferStatus;
  counterAmount: number | null;
  createdAt: Date;
};
export type OfferDetail = Offer & { events: OfferEvent[]; otherOffers: VehicleOfferSummary[] };

/** An offer's details, in the lead's transaction (storeLead): the vehicle's price at that moment, the first history entry, the optional trade-in. */
export function insertOffer(tx: Tx, inquiry: Inquiry, input: OfferLeadInput, askingPrice: number | null): Offer {
  const offer = tx.insert(offers).values({ inquiryId: inquiry.id, amount: input.amount, askingPrice }).returning().get();
  tx.insert(offerEvents).values({ offerId: offer.id, kind: 'offer', amount: input.amount, actorName: inquiry.name }).run();
  if (input.tradeIn) insertTradeVehicle(tx, inquiry.id, input.tradeIn);
  return offer;
}

export function getOfferDetail(inquiryId: number): OfferDetail | undefined {
  const row = db()
    .select({ offer: offers, vehicleId: inquiries.vehicleId })
    .from(offers)
    .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
    .where(eq(offers.inquiryId, inquiryId))
    .get();
  if (!row) return undefined;
  const events = db()
    .select()
    .from(offerEvents)
    .where(eq(offerEvents.offerId, row.offer.id))
    .orderBy(asc(offerEvents.createdAt), asc(offerEvents.id))
    .all();
  const otherOffers =
    row.vehicleId === null
      ? []
      : db()
          .select({
            inquiryId: offers.inquiryId,
            name: inquiries.name,
            amount: offers.amount,
            status: offers.status,
            counterAmount: offers.counterAmount,
            createdAt: offers.createdAt,
          })
          .from(offers)
          .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
          .where(and(eq(inquiries.vehicleId, row.vehicleId), ne(offers.inquiryId, inquiryId)))
          .orderBy(desc(offers.createdAt), desc(offers.id))
          .all();
  return { ...row.offer, events, otherOffers };
}

export type OfferDecisionResult =
  { ok: true; offer: Offer } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'closed'; status: OfferStatus };

/** Checks that the offer can still be answered, before the e-mail is sent. */
export function checkOfferOpen(inquiryId: number): OfferDecisionResult {
  const offer = db().select().from(offers).where(eq(offers.inquiryId, inquiryId)).get();
  if (!offer) return { ok: false, reason: 'not-found' };
  if (!canDecideOffer(offer.status)) return { ok: false, reason: 'closed', status: offer.status };
  return { ok: true, offer };
}

/**
 * Records staff's answer after its e-mail was attempted: the offer's status,
 * the history entry (with how the customer was told), the e-mail in the
 * outbox log, the lead's status and the activity entry, in one transaction.
 * Re-checks the offer is still open, so two staff answering at once cannot both win.
 */
export function recordOfferDecision(
  inquiryId: number,
  decision: OfferDecisionInput,
  actor: Actor,
  mail: { to: string; subject: string; body: string; delivery: 'smtp' | 'outbox' | 'failed'; error: string | null },
): OfferDecisionResult {
  return db().transaction((tx) => {
    const offer = tx.select().from(offers).where(eq(offers.inquiryId, inquiryId)).get();
    if (!offer) return { ok: false, reason: 'not-found' } as const;
    if (!canDecideOffer(offer.status)) return { ok: false, reason: 'closed', status: offer.status } as const;
    const counterAmount = decision.decision === 'countered' ? (decision.counterAmount ?? null) : offer.counterAmount;
    const updated = tx.update(offers).set({ status: decision.decision, counterAmount }).where(eq(offers.id, offer.id)).returning().get();
    const event = tx
      .insert(offerEvents)
      .values({
        offerId: offer.id,
        kind: decision.decision,
        amount:
          decision.decision === 'countered'
            ? counterAmount
            : decision.decision === 'accepted'
              ? (offer.counterAmount ?? offer.amount)
              : null,
        message: decision.message?.trim() || null,
        actorId: actor.id,
        actorName: actor.name,
        delivery: mail.delivery,
      })
      .returning({ id: offerEvents.id })
      .get();
    tx.insert(outboxMessages)
      .values({
        to: mail.to,
        subject: mail.subject,
        body: mail.body,
        delivery: mail.delivery,
        error: mail.error,
        inquiryId,
        offerEventId: event.id,
      })
      .run();
    const what =
      decision.decision === 'countered'
        ? `countered at ${formatPrice(counterAmount ?? 0)}`
        : OFFER_STATUS_LABELS[decision.decision].toLowerCase();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: `offer.${decision.decision}`,
        entityType: 'inquiry',
        entityId: inquiryId,
        summary: `Offer of ${formatPrice(offer.amount)} ${what}`,
      },
      tx,
    );
    moveLeadStatus(tx, inquiryId, { kind: 'offer', decision: decision.decision }, actor);
    return { ok: true, offer: updated } as const;
  });
}
