import { and, asc, inArray, ne } from 'drizzle-orm';
import { OFFERED_STATUSES } from '#src/lib/disclosures';
import { db } from '#src/db/client';
import { vehicles, type Vehicle } from '#src/db/schema';

/** The vehicles to compare, in the order asked; ids that name no vehicle, or a draft, are left out. */
export function getCompareVehicles(ids: readonly number[]): Vehicle[] {
  if (!ids.length) return [];
  const rows = db()
    .select()
    .from(vehicles)
    .where(and(inArray(vehicles.id, [...ids]), ne(vehicles.status, 'draft')))
    .all();
  return ids.map((id) => rows.find((v) => v.id === id)).filter((v): v is Vehicle => !!v);
}

/** The vehicles for sale a shopper can add to a comparison (the no-JS picker), by make, model and year. */
export function listCompareChoices(): { id: number; year: number; make: string; model: string }[] {
  return db()
    .select({ id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model })
    .from(vehicles)
    .where(inArray(vehicles.status, [...OFFERED_STATUSES]))
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.year))
    .all();
}
