import { and, desc, inArray, ne, notInArray, or } from 'drizzle-orm';
import { toVehicleCard, type VehicleCard } from '#src/lib/personalisation/vehicle-card';
import { getPricingSettings } from './pricing-settings';
import { recentlyReducedVehicleIds } from './vehicles';
import { db } from '#src/db/client';
import { OFFERED_STATUSES } from '#src/lib/disclosures';
import { LISTED_STATUSES } from '#src/lib/enums';
import { vehicles } from '#src/db/schema';

/** Cards for these ids in the order asked; ids that no longer exist, or are drafts, are left out. */
export function getVehicleCards(ids: readonly number[]): VehicleCard[] {
  if (!ids.length) return [];
  const found = new Map(
    db()
      .select()
      .from(vehicles)
      .where(and(inArray(vehicles.id, [...ids]), ne(vehicles.status, 'draft')))
      .all()
      .map((v) => [v.id, toVehicleCard(v, getPricingSettings(), recentlyReducedVehicleIds().has(v.id))]),
  );
  return ids.map((id) => found.get(id)).filter((c): c is VehicleCard => !!c);
}

/** Vehicles for sale sharing a make or a category with any of these, the seeds excluded; newest first. */
export function listVehicleCardsLike(ids: readonly number[], limit = 12): VehicleCard[] {
  if (!ids.length) return [];
  const seeds = db()
    .select({ make: vehicles.make, category: vehicles.category })
    .from(vehicles)
    // Only cars the public can see seed the list: a draft's make or category says nothing to anyone yet.
    .where(and(inArray(vehicles.id, [...ids]), inArray(vehicles.status, [...LISTED_STATUSES])))
    .all();
  if (!seeds.length) return [];
  return db()
    .select()
    .from(vehicles)
    .where(
      and(
        inArray(vehicles.status, [...OFFERED_STATUSES]),
        notInArray(vehicles.id, [...ids]),
        or(
          inArray(vehicles.make, [...new Set(seeds.map((s) => s.make))]),
          inArray(vehicles.category, [...new Set(seeds.map((s) => s.category))]),
        ),
      ),
    )
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(limit)
    .all()
    .map((v) => toVehicleCard(v, getPricingSettings(), recentlyReducedVehicleIds().has(v.id)));
}
