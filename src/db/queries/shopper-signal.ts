import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '#src/db/client';
import { savedSearches, savedVehicles, shopperPreferences, users, vehicles } from '#src/db/schema';

/**
 * What staff see of shoppers' interest (issue 22): how many saved a car and wait for a price drop,
 * the most-saved cars, and one customer's saves and searches. Counts and the customer's own
 * choices only; nothing of other shoppers.
 */
export function vehicleSaveSignal(vehicleId: number): { saves: number; waitingForPriceDrop: number } {
  const row = db()
    .select({
      saves: count(),
      waiting: sql<number>`coalesce(sum(case when ${shopperPreferences.savedVehicleAlerts} then 1 else 0 end), 0)`,
    })
    .from(savedVehicles)
    .leftJoin(shopperPreferences, eq(shopperPreferences.userId, savedVehicles.userId))
    .where(eq(savedVehicles.vehicleId, vehicleId))
    .get();
  return { saves: row?.saves ?? 0, waitingForPriceDrop: Number(row?.waiting ?? 0) };
}

export function mostSavedVehicles(limit = 5) {
  return db()
    .select({ id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, status: vehicles.status, saves: count() })
    .from(savedVehicles)
    .innerJoin(vehicles, eq(vehicles.id, savedVehicles.vehicleId))
    .groupBy(vehicles.id)
    .orderBy(desc(count()), desc(vehicles.createdAt))
    .limit(limit)
    .all();
}
export type MostSavedVehicle = ReturnType<typeof mostSavedVehicles>[number];

/** The cars a customer (by e-mail) saved and the searches they keep; empty when they have no shopper account. */
export function customerShopperSignal(email: string) {
  const user = db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, email.trim().toLowerCase()), eq(users.role, 'customer')))
    .get();
  if (!user) return { savedVehicles: [], savedSearches: [] };
  const saved = db()
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      status: vehicles.status,
    })
    .from(savedVehicles)
    .innerJoin(vehicles, eq(vehicles.id, savedVehicles.vehicleId))
    .where(eq(savedVehicles.userId, user.id))
    .orderBy(desc(savedVehicles.createdAt))
    .all();
  const searches = db()
    .select({ id: savedSearches.id, name: savedSearches.name, frequency: savedSearches.frequency, paused: savedSearches.paused })
    .from(savedSearches)
    .where(inArray(savedSearches.userId, [user.id]))
    .orderBy(desc(savedSearches.createdAt))
    .all();
  return { savedVehicles: saved, savedSearches: searches };
}
export type CustomerShopperSignal = ReturnType<typeof customerShopperSignal>;
