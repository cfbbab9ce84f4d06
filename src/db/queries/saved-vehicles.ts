import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { db } from '#src/db/client';
import { savedVehicles, vehicles } from '#src/db/schema';

/** The shopper's saved vehicle ids, newest save first. */
export function listSavedVehicleIds(userId: number): number[] {
  return db()
    .select({ id: savedVehicles.vehicleId })
    .from(savedVehicles)
    .where(eq(savedVehicles.userId, userId))
    .orderBy(desc(savedVehicles.createdAt), desc(savedVehicles.id))
    .all()
    .map((r) => r.id);
}

/** Saves the vehicles that exist and are not drafts (a second save of one changes nothing); returns how many were added. */
export function saveVehicles(userId: number, vehicleIds: readonly number[]): number {
  const ids = [...new Set(vehicleIds)];
  if (!ids.length) return 0;
  return db().transaction((tx) => {
    const existing = tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(inArray(vehicles.id, ids), ne(vehicles.status, 'draft')))
      .all();
    if (!existing.length) return 0;
    return tx
      .insert(savedVehicles)
      .values(existing.map((v) => ({ userId, vehicleId: v.id })))
      .onConflictDoNothing()
      .run().changes;
  });
}

export function unsaveVehicle(userId: number, vehicleId: number): boolean {
  return (
    db()
      .delete(savedVehicles)
      .where(and(eq(savedVehicles.userId, userId), eq(savedVehicles.vehicleId, vehicleId)))
      .run().changes > 0
  );
}
