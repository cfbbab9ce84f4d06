import { and, desc, eq, gte, lte, count } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { garageRegister, type GarageRegisterEntry } from '#src/db/schema';
import type { GarageRegisterInput } from '#src/lib/validation/garage-register';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type RegisterRange = { from?: string; to?: string };

/**
 * Entries newest sale first, optionally within an inclusive range of sale
 * dates. Register dates are zero-padded 'yyyy/mm/dd', so text order is date order.
 */
export function listRegisterEntries(range: RegisterRange = {}): GarageRegisterEntry[] {
  return db()
    .select()
    .from(garageRegister)
    .where(
      and(
        range.from ? gte(garageRegister.dateOutOfStock, range.from) : undefined,
        range.to ? lte(garageRegister.dateOutOfStock, range.to) : undefined,
      ),
    )
    .orderBy(desc(garageRegister.dateOutOfStock), desc(garageRegister.id))
    .all();
}

export function countRegisterEntries(vehicleId: number, tx: Tx | Db = db()): number {
  return tx.select({ n: count() }).from(garageRegister).where(eq(garageRegister.vehicleId, vehicleId)).get()?.n ?? 0;
}

/** Writes one entry; call it inside the transaction that marks the vehicle sold (markVehicleSold). */
export function insertRegisterEntry(
  entry: GarageRegisterInput & { vehicleId: number; createdBy: number | null; allInPriceCents?: number | null },
  tx: Tx | Db = db(),
): GarageRegisterEntry {
  return tx.insert(garageRegister).values(entry).returning().get();
}
