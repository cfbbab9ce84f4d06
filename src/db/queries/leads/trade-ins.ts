import { asc, eq, inArray } from 'drizzle-orm';
import type { StoredPrivateImage } from '#src/lib/images';
import type { TradeVehicleInput } from '#src/lib/validation/leads';
import { db } from '#src/db/client';
import { tradeInPhotos, tradeIns, type TradeIn, type TradeInPhoto } from '#src/db/schema';
import type { Tx } from './insert-lead';

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

/** An appraisal's vehicle and its already-stored photos, in the lead's transaction (storeLead). */
export function insertTradeIn(tx: Tx, inquiryId: number, input: TradeVehicleInput, photos: readonly StoredPrivateImage[]): TradeIn {
  const tradeIn = insertTradeVehicle(tx, inquiryId, input);
  photos.forEach((p, position) => {
    tx.insert(tradeInPhotos)
      .values({ tradeInId: tradeIn.id, fileName: p.name, width: p.width, height: p.height, bytes: p.bytes, position })
      .run();
  });
  return tradeIn;
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
