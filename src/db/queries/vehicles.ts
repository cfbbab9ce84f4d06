import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { vehiclePriceChanges, vehicles, type GarageRegisterEntry, type Vehicle, type VehiclePriceChange } from '#src/db/schema';
import { VEHICLE_STATUSES, type VehicleStatus } from '#src/lib/enums';
import type { VehicleInput } from '#src/lib/validation/vehicle';
import type { GarageRegisterInput } from '#src/lib/validation/garage-register';
import { getPricingSettings } from './pricing-settings';
import { allInPrice } from '#src/lib/pricing/all-in';
import { disclosureGate } from '#src/lib/disclosures';
import { canTransition, requiresGarageRegister, vehicleTitle } from '#src/lib/vehicle-status';
import { logActivity } from './activity';
import { countRegisterEntries, insertRegisterEntry } from './garage-register';

/** Who makes a change: recorded in the activity log (and as the register's createdBy). */
export type Actor = { id: number; name: string };

export function getVehicleById(id: number): Vehicle | undefined {
  return db().select().from(vehicles).where(eq(vehicles.id, id)).get();
}

/** Every vehicle but the sold ones (the public list), or every status with includeSold; newest first. */
export function listVehicles(options: { includeSold?: boolean } = {}): Vehicle[] {
  return db()
    .select()
    .from(vehicles)
    .where(options.includeSold ? undefined : ne(vehicles.status, 'sold'))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .all();
}

/** Featured and not sold, newest first. */
export function listFeaturedVehicles(limit?: number): Vehicle[] {
  const query = db()
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.isFeatured, true), ne(vehicles.status, 'sold')))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  return limit ? query.limit(limit).all() : query.all();
}

export type VehicleStats = {
  total: number;
  byStatus: Record<VehicleStatus, number>;
  /** Featured and not sold: what the public site shows as featured. */
  featured: number;
  /** Sum of every vehicle's list price (spec: inventory value). */
  inventoryValue: number;
  /** inventoryValue / total, rounded; 0 without vehicles. */
  averagePrice: number;
};

export function getVehicleStats(): VehicleStats {
  const rows = db()
    .select({
      status: vehicles.status,
      n: count(),
      value: sql<number>`coalesce(sum(${vehicles.price}), 0)`.mapWith(Number),
      featured: sql<number>`coalesce(sum(${vehicles.isFeatured}), 0)`.mapWith(Number),
    })
    .from(vehicles)
    .groupBy(vehicles.status)
    .all();
  const byStatus = Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, 0])) as Record<VehicleStatus, number>;
  let total = 0;
  let inventoryValue = 0;
  let featured = 0;
  for (const row of rows) {
    byStatus[row.status] = row.n;
    total += row.n;
    inventoryValue += row.value;
    if (row.status !== 'sold') featured += row.featured;
  }
  return { total, byStatus, featured, inventoryValue, averagePrice: total ? Math.round(inventoryValue / total) : 0 };
}

function vinTaken(tx: Pick<Db, 'select'>, vin: string, exceptId?: number): boolean {
  const row = tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, vin)).get();
  return row !== undefined && row.id !== exceptId;
}

export type VehicleWriteResult =
  | { ok: true; vehicle: Vehicle }
  | { ok: false; reason: 'not-found' | 'duplicate-vin' | 'sold-needs-register' }
  /** OMVIC: a vehicle is offered for sale only with every disclosure answered; `missing` names them. */
  | { ok: false; reason: 'disclosures-missing'; missing: Record<string, string> };

/**
 * Adds a vehicle. A vehicle becomes sold only through `markVehicleSold`, which
 * writes its garage register entry: creating one as sold is refused.
 */
export function createVehicle(input: VehicleInput, actor: Actor): VehicleWriteResult {
  if (requiresGarageRegister(input.status)) return { ok: false, reason: 'sold-needs-register' };
  const missing = disclosureGate(input.status, input.disclosures);
  if (Object.keys(missing).length) return { ok: false, reason: 'disclosures-missing', missing };
  return db().transaction((tx) => {
    if (vinTaken(tx, input.vin)) return { ok: false, reason: 'duplicate-vin' } as const;
    const vehicle = tx.insert(vehicles).values(input).returning().get();
    recordPriceChange(tx, undefined, vehicle, actor);
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.created',
        entityType: 'vehicle',
        entityId: vehicle.id,
        summary: `Added ${vehicleTitle(vehicle)}`,
      },
      tx,
    );
    return { ok: true, vehicle } as const;
  });
}

/** Replaces a vehicle's fields; `status` undefined keeps the current one, and a change to sold is refused (see createVehicle). */
export function updateVehicle(
  id: number,
  input: Omit<VehicleInput, 'status' | 'priceOnRequest' | 'disclosures'> &
    Partial<Pick<VehicleInput, 'status' | 'priceOnRequest' | 'disclosures'>>,
  actor: Actor,
): VehicleWriteResult {
  return db().transaction((tx) => {
    const current = tx.select().from(vehicles).where(eq(vehicles.id, id)).get();
    if (!current) return { ok: false, reason: 'not-found' } as const;
    if (input.status && canTransition(current.status, input.status) && requiresGarageRegister(input.status))
      return { ok: false, reason: 'sold-needs-register' } as const;
    if (vinTaken(tx, input.vin, id)) return { ok: false, reason: 'duplicate-vin' } as const;
    const missing = disclosureGate(input.status ?? current.status, input.disclosures ?? current.disclosures);
    if (Object.keys(missing).length) return { ok: false, reason: 'disclosures-missing', missing } as const;
    const vehicle = tx
      .update(vehicles)
      .set({
        ...input,
        status: input.status ?? current.status,
        priceOnRequest: input.priceOnRequest ?? current.priceOnRequest,
        disclosures: input.disclosures ?? current.disclosures,
      })
      .where(eq(vehicles.id, id))
      .returning()
      .get();
    recordPriceChange(tx, current, vehicle, actor);
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.updated',
        entityType: 'vehicle',
        entityId: id,
        summary: `Updated ${vehicleTitle(vehicle)}`,
      },
      tx,
    );
    return { ok: true, vehicle } as const;
  });
}

export type VehicleDeleteResult = { ok: true; vehicle: Vehicle } | { ok: false; reason: 'not-found' | 'has-register-entry' };

/** Deletes a vehicle unless the garage register holds an entry for it (the register is a legal record). */
export function deleteVehicle(id: number, actor: Actor): VehicleDeleteResult {
  return db().transaction((tx) => {
    const vehicle = tx.select().from(vehicles).where(eq(vehicles.id, id)).get();
    if (!vehicle) return { ok: false, reason: 'not-found' } as const;
    if (countRegisterEntries(id, tx) > 0) return { ok: false, reason: 'has-register-entry' } as const;
    tx.delete(vehicles).where(eq(vehicles.id, id)).run();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.deleted',
        entityType: 'vehicle',
        entityId: id,
        summary: `Deleted ${vehicleTitle(vehicle)} (VIN ${vehicle.vin})`,
      },
      tx,
    );
    return { ok: true, vehicle } as const;
  });
}

/**
 * Any status but sold, at once (a sold vehicle may go back to available; its
 * register entry stays). Setting the status it already has changes nothing.
 */
export function changeVehicleStatus(id: number, status: VehicleStatus, actor: Actor): VehicleWriteResult {
  if (requiresGarageRegister(status)) return { ok: false, reason: 'sold-needs-register' };
  return db().transaction((tx) => {
    const current = tx.select().from(vehicles).where(eq(vehicles.id, id)).get();
    if (!current) return { ok: false, reason: 'not-found' } as const;
    if (!canTransition(current.status, status)) return { ok: true, vehicle: current } as const;
    const missing = disclosureGate(status, current.disclosures);
    if (Object.keys(missing).length) return { ok: false, reason: 'disclosures-missing', missing } as const;
    const vehicle = tx.update(vehicles).set({ status }).where(eq(vehicles.id, id)).returning().get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.status',
        entityType: 'vehicle',
        entityId: id,
        summary: `Changed ${vehicleTitle(vehicle)} from ${current.status} to ${status}`,
      },
      tx,
    );
    return { ok: true, vehicle } as const;
  });
}

export type MarkSoldResult =
  { ok: true; vehicle: Vehicle; entry: GarageRegisterEntry } | { ok: false; reason: 'not-found' | 'already-sold' | 'vin-mismatch' };

/**
 * Marks a vehicle sold: the garage register entry, the status change and the
 * activity record commit together or not at all.
 */
export function markVehicleSold(id: number, register: GarageRegisterInput, actor: Actor): MarkSoldResult {
  return db().transaction((tx) => {
    const current = tx.select().from(vehicles).where(eq(vehicles.id, id)).get();
    if (!current) return { ok: false, reason: 'not-found' } as const;
    if (current.status === 'sold') return { ok: false, reason: 'already-sold' } as const;
    if (register.vinSerialNo.trim().toUpperCase() !== current.vin.toUpperCase()) return { ok: false, reason: 'vin-mismatch' } as const;
    // The register keeps the price the vehicle was advertised at, all fees in: the bill of sale's figure.
    const price = allInPrice(current, getPricingSettings());
    const entry = insertRegisterEntry(
      { ...register, vinSerialNo: current.vin, vehicleId: id, createdBy: actor.id, allInPriceCents: price.onRequest ? null : price.cents },
      tx,
    );
    const vehicle = tx.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, id)).returning().get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'vehicle.sold',
        entityType: 'vehicle',
        entityId: id,
        summary: `Marked ${vehicleTitle(vehicle)} sold (garage register entry ${entry.id})`,
      },
      tx,
    );
    return { ok: true, vehicle, entry } as const;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes a price history line when the asking price or "price on request" changed (or the vehicle is new). */
function recordPriceChange(tx: Tx, before: Vehicle | undefined, after: Vehicle, actor: Actor): void {
  if (before && before.price === after.price && before.priceOnRequest === after.priceOnRequest) return;
  tx.insert(vehiclePriceChanges)
    .values({
      vehicleId: after.id,
      oldPrice: before?.price ?? null,
      newPrice: after.price,
      oldOnRequest: before?.priceOnRequest ?? null,
      newOnRequest: after.priceOnRequest,
      userId: actor.id,
      actorName: actor.name,
    })
    .run();
}

/** The latest price change of a vehicle (for "Price reduced"). */
export function latestPriceChange(vehicleId: number): VehiclePriceChange | undefined {
  return db()
    .select()
    .from(vehiclePriceChanges)
    .where(eq(vehiclePriceChanges.vehicleId, vehicleId))
    .orderBy(desc(vehiclePriceChanges.createdAt), desc(vehiclePriceChanges.id))
    .limit(1)
    .get();
}

/** A vehicle's price history, newest first. */
export function listPriceChanges(vehicleId: number): VehiclePriceChange[] {
  return db()
    .select()
    .from(vehiclePriceChanges)
    .where(eq(vehiclePriceChanges.vehicleId, vehicleId))
    .orderBy(desc(vehiclePriceChanges.createdAt), desc(vehiclePriceChanges.id))
    .all();
}
