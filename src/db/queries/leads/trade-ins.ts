import { asc, eq, inArray } from 'drizzle-orm';
import type { StoredPrivateImage } from '#src/lib/images';
import type { TradeInLeadInput, TradeVehicleInput } from '#src/lib/validation/leads';
import { db } from '#src/db/client';
import { tradeInPhotos, tradeIns, type Inquiry, type TradeIn, type TradeInPhoto } from '#src/db/schema';
import { insertLead, vehicleLabel, type Tx } from './insert-lead';

export type TradeInDetail = TradeIn & { photos: TradeInPhoto[] };

/** Writes the trade vehicle of a lead (an appraisal, or an offer's optional trade-in). */
export function insertTradeVehicle(tx: Tx, inquiryId: number, v: TradeVehicleInput): TradeIn {
  return tx
    .insert(tradeIns)
    .values({
      inquiryId,
      year: v.year,
      make: v.make,
      model: v.model,
      trim: v.trim || null,
      mileage: v.mileage,
      vin: v.vin || null,
      condition: v.condition,
      accidentHistory: v.accidentHistory,
      lien: v.lien,
      lienAmount: v.lien === 'none' ? null : (v.lienAmount ?? null),
    })
    .returning()
    .get();
}

/** Stores a trade-in appraisal request and its already-stored photos, all or nothing. */
export function createTradeInLead(input: TradeInLeadInput, photos: readonly StoredPrivateImage[]): { inquiry: Inquiry; tradeIn: TradeIn } {
  return db().transaction((tx) => {
    const label = vehicleLabel(input);
    const inquiry = insertLead(tx, {
      type: 'trade-in',
      subject: `Trade-in appraisal: ${label}`,
      message: input.message?.trim() || `Please appraise my ${label}.`,
      contact: input,
      vehicleId: input.vehicleId,
    });
    const tradeIn = insertTradeVehicle(tx, inquiry.id, input);
    photos.forEach((p, position) => {
      tx.insert(tradeInPhotos)
        .values({ tradeInId: tradeIn.id, fileName: p.name, width: p.width, height: p.height, bytes: p.bytes, position })
        .run();
    });
    return { inquiry, tradeIn };
  });
}

export function getTradeInDetail(inquiryId: number): TradeInDetail | undefined {
  const tradeIn = db().select().from(tradeIns).where(eq(tradeIns.inquiryId, inquiryId)).get();
  if (!tradeIn) return undefined;
  const photos = db()
    .select()
    .from(tradeInPhotos)
    .where(eq(tradeInPhotos.tradeInId, tradeIn.id))
    .orderBy(asc(tradeInPhotos.position))
    .all();
  return { ...tradeIn, photos };
}

/** True when a stored trade-in photo has this name (the photo route serves nothing else). */
export function tradeInPhotoExists(fileName: string): boolean {
  return !!db().select({ id: tradeInPhotos.id }).from(tradeInPhotos).where(eq(tradeInPhotos.fileName, fileName)).get();
}

/** The stored photo names of these leads' trade-ins (to delete their files after the rows go). */
export function photoNamesOfLeads(inquiryIds: readonly number[]): string[] {
  if (!inquiryIds.length) return [];
  return db()
    .select({ name: tradeInPhotos.fileName })
    .from(tradeInPhotos)
    .innerJoin(tradeIns, eq(tradeIns.id, tradeInPhotos.tradeInId))
    .where(inArray(tradeIns.inquiryId, [...inquiryIds]))
    .all()
    .map((r) => r.name);
}
