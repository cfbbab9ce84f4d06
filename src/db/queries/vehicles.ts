import { and, desc, eq, ne } from 'drizzle-orm';
import { db } from '../client';
import { vehicles, type Vehicle } from '../schema';

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
