import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { dataVersion } from '#src/db/data-version';
import { perConnection } from '#src/db/per-connection';
import { versionedCache } from '#src/db/versioned-cache';
import { isRecentlyReduced, PRICE_REDUCED_DAYS } from '#src/lib/pricing/price-history';
import {
  vehicleDocuments,
  vehiclePriceChanges,
  vehicleVideos,
  vehicles,
  type GarageRegisterEntry,
  type Vehicle,
  type VehiclePriceChange,
} from '#src/db/schema';
import { LISTED_STATUSES, VEHICLE_STATUSES, isListed, type VehicleStatus } from '#src/lib/enums';
import type { VehicleInput } from '#src/lib/validation/vehicle';
import type { GarageRegisterInput } from '#src/lib/validation/garage-register';
import { getPricingSettings } from './pricing-settings';
import { allInPrice, feeTotalCents } from '#src/lib/pricing/all-in';
import { OFFERED_STATUSES } from '#src/lib/disclosures';
import { publishGate, type PublishableVehicle } from '#src/lib/vehicle-publish';
import { canTransition, requiresGarageRegister, vehicleTitle } from '#src/lib/vehicle-status';
import { convertHoldOnSale } from '#src/db/queries/holds/vehicle-holds';
import { logActivity } from './activity';
import { countRegisterEntries, insertRegisterEntry } from './garage-register';
import { queueVehicleEvents } from '#src/db/queries/webhooks';

/** Who makes a change: recorded in the activity log (and as the register's createdBy). */
export type Actor = { id: number; name: string };

// Prepared once per connection: building and compiling the query is most of this read's cost, and a vehicle page
// reads its vehicle several times (page, forms, disclosures).
const byIdStatement = perConnection((database) =>
  database
    .select()
    .from(vehicles)
    .where(eq(vehicles.id, sql.placeholder('id')))
    .prepare(),
);

export function getVehicleById(id: number): Vehicle | undefined {
  return byIdStatement(db()).get({ id });
}

/** A vehicle visitors may see (its page, a lead or booking about it): undefined for a draft, as for no vehicle. */
export function getListedVehicleById(id: number): Vehicle | undefined {
  const vehicle = getVehicleById(id);
  return vehicle && isListed(vehicle) ? vehicle : undefined;
}

/**
 * The vehicles offered for sale (the public list and the feeds), newest first;
 * includeSold adds the sold ones, and includeDrafts (staff only) the drafts too.
 */
export function listVehicles(options: { includeSold?: boolean; includeDrafts?: boolean } = {}): Vehicle[] {
  const statuses: readonly VehicleStatus[] = options.includeSold
    ? options.includeDrafts
      ? VEHICLE_STATUSES
      : LISTED_STATUSES
    : OFFERED_STATUSES;
  return db()
    .select()
    .from(vehicles)
    .where(options.includeSold && options.includeDrafts ? undefined : inArray(vehicles.status, [...statuses]))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .all();
}

/** Featured and offered for sale (not sold, not a draft), newest first. */
// The home page's featured cars, on each of its renders past the page cache: kept until the data changes.
const featuredCache = versionedCache<readonly Vehicle[]>(10);

/** Featured cars on offer, newest first. Shared between renders: never change the list or its rows. */
export function listFeaturedVehicles(limit?: number): readonly Vehicle[] {
  const database = db();
  return featuredCache.get(database, limit ?? 'all', () => {
    const query = database
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.isFeatured, true), inArray(vehicles.status, [...OFFERED_STATUSES])))
      .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
    // Rows frozen too: a frozen row's card HTML is kept (server/inventory/card-html.ts).
    return Object.freeze((limit ? query.limit(limit).all() : query.all()).map((row) => Object.freeze(row)));
  });
}

export type VehicleStats = {
  /** Every vehicle, sold ones and drafts included. */
  total: number;
  byStatus: Record<VehicleStatus, number>;
  /** Vehicles in stock: offered for sale (available, reserved, pending); sold cars and drafts are not stock. */
  inStock: number;
  /** Featured and offered for sale: what the public site shows as featured. */
  featured: number;
  /** Sum of the in-stock vehicles' list prices (spec: inventory value; a sold car is no longer the dealer's). */
  inventoryValue: number;
  /** inventoryValue / inStock, rounded; 0 without stock. */
  averagePrice: number;
};

/**
 * The inventory figures, defined once: both dashboards and the reports screen
 * read them here, so "Inventory" and "In stock" cannot disagree again.
 */
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
  let inStock = 0;
  let inventoryValue = 0;
  let featured = 0;
  for (const row of rows) {
    byStatus[row.status] = row.n;
    total += row.n;
    if (!(OFFERED_STATUSES as readonly string[]).includes(row.status)) continue;
    inStock += row.n;
    inventoryValue += row.value;
    featured += row.featured;
  }
  return { total, byStatus, inStock, featured, inventoryValue, averagePrice: inStock ? Math.round(inventoryValue / inStock) : 0 };
}

function vinTaken(tx: Pick<Db, 'select'>, vin: string, exceptId?: number): boolean {
  const row = tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, vin)).get();
  return row !== undefined && row.id !== exceptId;
}

export type VehicleWriteResult =
  | { ok: true; vehicle: Vehicle }
  | { ok: false; reason: 'not-found' | 'duplicate-vin' | 'sold-needs-register' }
  /** The publish checklist (price, photo, description, odometer, OMVIC disclosures) is not met; `missing` names the fields. */
  | { ok: false; reason: 'not-publishable'; missing: Record<string, string> };

/** The checklist's refusals for a vehicle going to `status`, under the dealer's current fees. */
function publishRefusal(status: VehicleStatus, vehicle: PublishableVehicle): Record<string, string> {
  return publishGate(status, vehicle, feeTotalCents(getPricingSettings()) / 100);
}

/**
 * Adds a vehicle. A vehicle becomes sold only through `markVehicleSold`, which
 * writes its garage register entry: creating one as sold is refused.
 */
export function createVehicle(input: VehicleInput, actor: Actor): VehicleWriteResult {
  if (requiresGarageRegister(input.status)) return { ok: false, reason: 'sold-needs-register' };
  const missing = publishRefusal(input.status, input);
  if (Object.keys(missing).length) return { ok: false, reason: 'not-publishable', missing };
  return db().transaction((tx) => {
    if (vinTaken(tx, input.vin)) return { ok: false, reason: 'duplicate-vin' } as const;
    const vehicle = tx.insert(vehicles).values(input).returning().get();
    recordPriceChange(tx, undefined, vehicle, actor);
    queueVehicleEvents(tx, undefined, vehicle);
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
  input: Omit<VehicleInput, 'status' | 'priceOnRequest' | 'disclosures' | 'trim' | 'drivetrain' | 'history'> &
    Partial<Pick<VehicleInput, 'status' | 'priceOnRequest' | 'disclosures' | 'trim' | 'drivetrain' | 'history'>>,
  actor: Actor,
): VehicleWriteResult {
  return db().transaction((tx) => {
    const current = tx.select().from(vehicles).where(eq(vehicles.id, id)).get();
    if (!current) return { ok: false, reason: 'not-found' } as const;
    if (input.status && canTransition(current.status, input.status) && requiresGarageRegister(input.status))
      return { ok: false, reason: 'sold-needs-register' } as const;
    if (vinTaken(tx, input.vin, id)) return { ok: false, reason: 'duplicate-vin' } as const;
    const missing = publishRefusal(input.status ?? current.status, {
      ...input,
      priceOnRequest: input.priceOnRequest ?? current.priceOnRequest,
      disclosures: input.disclosures ?? current.disclosures,
    });
    if (Object.keys(missing).length) return { ok: false, reason: 'not-publishable', missing } as const;
    const vehicle = tx
      .update(vehicles)
      .set({
        ...input,
        status: input.status ?? current.status,
        priceOnRequest: input.priceOnRequest ?? current.priceOnRequest,
        disclosures: input.disclosures ?? current.disclosures,
        history: input.history ?? current.history,
        trim: input.trim ?? current.trim,
        drivetrain: input.drivetrain === undefined ? current.drivetrain : input.drivetrain,
      })
      .where(eq(vehicles.id, id))
      .returning()
      .get();
    recordPriceChange(tx, current, vehicle, actor);
    queueVehicleEvents(tx, current, vehicle);
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

/** Files under DATA_DIR whose rows went with a deleted vehicle: its walkaround video and captions, its documents. */
export type VehicleFiles = { videos: string[]; documents: string[] };
export type VehicleDeleteResult =
  { ok: true; vehicle: Vehicle; files: VehicleFiles } | { ok: false; reason: 'not-found' | 'has-register-entry' };

/**
 * Deletes a vehicle unless the garage register holds an entry for it (the register is a legal record). Its video
 * and document rows go with it (cascade); their files are named in the result for the caller to delete.
 */
export function deleteVehicle(id: number, actor: Actor): VehicleDeleteResult {
  return db().transaction((tx) => {
    const vehicle = tx.select().from(vehicles).where(eq(vehicles.id, id)).get();
    if (!vehicle) return { ok: false, reason: 'not-found' } as const;
    if (countRegisterEntries(id, tx) > 0) return { ok: false, reason: 'has-register-entry' } as const;
    const video = tx
      .select({ file: vehicleVideos.fileName, captions: vehicleVideos.captionsFile })
      .from(vehicleVideos)
      .where(eq(vehicleVideos.vehicleId, id))
      .get();
    const files: VehicleFiles = {
      videos: [video?.file, video?.captions].filter((n): n is string => Boolean(n)),
      documents: tx
        .select({ file: vehicleDocuments.fileName })
        .from(vehicleDocuments)
        .where(eq(vehicleDocuments.vehicleId, id))
        .all()
        .map((d) => d.file),
    };
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
    return { ok: true, vehicle, files } as const;
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
    const missing = publishRefusal(status, current);
    if (Object.keys(missing).length) return { ok: false, reason: 'not-publishable', missing } as const;
    const vehicle = tx.update(vehicles).set({ status }).where(eq(vehicles.id, id)).returning().get();
    queueVehicleEvents(tx, current, vehicle);
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
  | { ok: true; vehicle: Vehicle; entry: GarageRegisterEntry; holdLeadId: number | null }
  | { ok: false; reason: 'not-found' | 'already-sold' | 'vin-mismatch' };

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
    queueVehicleEvents(tx, current, vehicle);
    // A car held against a deposit ends its hold as sold, in the same transaction (issue 23 item 8).
    const holdLeadId = convertHoldOnSale(tx, id, actor);
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
    return { ok: true, vehicle, entry, holdLeadId } as const;
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

// A vehicle page reads it on each render past the page cache: kept until the data changes.
const latestChangeCache = versionedCache<VehiclePriceChange | undefined>(500);

/** The latest price change of a vehicle (for "Price reduced"). */
export function latestPriceChange(vehicleId: number): VehiclePriceChange | undefined {
  const database = db();
  return latestChangeCache.get(database, vehicleId, () =>
    database
      .select()
      .from(vehiclePriceChanges)
      .where(eq(vehiclePriceChanges.vehicleId, vehicleId))
      .orderBy(desc(vehiclePriceChanges.createdAt), desc(vehiclePriceChanges.id))
      .limit(1)
      .get(),
  );
}

let reduced: { version: string; day: number; ids: ReadonlySet<number> } | undefined;

/**
 * The vehicles whose cards say "Price reduced" (as their page does: isRecentlyReduced of the latest
 * change). One read of the last 30 days' changes, kept until the data changes or the day does, so a
 * page of cards costs no query per card.
 */
export function recentlyReducedVehicleIds(now = new Date(), database: Db = db()): ReadonlySet<number> {
  const version = dataVersion(database);
  const day = Math.floor(now.getTime() / 86_400_000);
  if (reduced?.version === version && reduced.day === day) return reduced.ids;
  const since = new Date(now.getTime() - (PRICE_REDUCED_DAYS + 1) * 86_400_000);
  const latest = new Map<number, VehiclePriceChange>();
  const rows = database
    .select()
    .from(vehiclePriceChanges)
    .where(gte(vehiclePriceChanges.createdAt, since))
    .orderBy(desc(vehiclePriceChanges.createdAt), desc(vehiclePriceChanges.id))
    .all();
  for (const row of rows) if (!latest.has(row.vehicleId)) latest.set(row.vehicleId, row);
  // A change older than the window can still be the latest one: only vehicles whose latest change is recent count.
  const ids = new Set([...latest].filter(([, change]) => isRecentlyReduced(change, now)).map(([id]) => id));
  reduced = { version, day, ids };
  return ids;
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
