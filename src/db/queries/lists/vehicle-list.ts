import { and, eq, sql } from 'drizzle-orm';
import { VEHICLE_STATUSES, type VehicleStatus } from '#src/lib/enums';
import type { VehicleListQuery, VehicleSort } from '#src/lib/lists/vehicle-list';
import type { Page } from '#src/lib/lists/paging';
import { db } from '#src/db/client';
import { vehicles, type Vehicle } from '#src/db/schema';
import { countsBy, noCase, offsetOf, orderBy, searchAny } from './paging';

/** What the inventory list shows: small, not the whole record. */
export type VehicleRow = Pick<
  Vehicle,
  | 'id'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'price'
  | 'mileage'
  | 'status'
  | 'isFeatured'
  | 'category'
  | 'condition'
  | 'color'
  | 'vin'
  | 'createdAt'
  | 'updatedAt'
> & { thumbnail: string | null; imageCount: number };

export const vehicleRowColumns = {
  id: vehicles.id,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  trim: vehicles.trim,
  price: vehicles.price,
  mileage: vehicles.mileage,
  status: vehicles.status,
  isFeatured: vehicles.isFeatured,
  category: vehicles.category,
  condition: vehicles.condition,
  color: vehicles.color,
  vin: vehicles.vin,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
  thumbnail: sql<string | null>`json_extract(${vehicles.images}, '$[0]')`,
  imageCount: sql<number>`json_array_length(${vehicles.images})`.mapWith(Number),
};

const SORT_EXPRESSIONS: Record<VehicleSort, Parameters<typeof orderBy>[1]> = {
  createdAt: [vehicles.createdAt],
  updatedAt: [vehicles.updatedAt],
  price: [vehicles.price],
  year: [vehicles.year],
  mileage: [vehicles.mileage],
  make: [noCase(vehicles.make), noCase(vehicles.model), noCase(vehicles.trim)],
  status: [vehicles.status],
};

const title = sql`${vehicles.year} || ' ' || ${vehicles.make} || ' ' || ${vehicles.model} || ' ' || ${vehicles.trim}`;

export function listVehiclePage(query: VehicleListQuery): Page<VehicleRow> {
  const others = and(
    query.category ? eq(vehicles.category, query.category) : undefined,
    query.featured === undefined ? undefined : eq(vehicles.isFeatured, query.featured),
    searchAny(query.q, [title, vehicles.vin]),
  );
  // Newest first, (status, created_at) serves a status tab; for any other sort the unary + keeps SQLite
  // walking that sort's index and skipping other statuses, rather than sorting a whole tab.
  const byStatus = query.sort === 'createdAt' ? eq(vehicles.status, query.status!) : sql`+${vehicles.status} = ${query.status}`;
  const where = and(others, query.status ? byStatus : undefined);
  const items = db()
    .select(vehicleRowColumns)
    .from(vehicles)
    .where(where)
    .orderBy(...orderBy(query.dir, SORT_EXPRESSIONS[query.sort], vehicles.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .all();
  const counts = countsBy<VehicleStatus>(vehicles, vehicles.status, VEHICLE_STATUSES, others);
  const total = query.status ? counts[query.status] : counts.all;
  return { items, total, page: query.page, pageSize: query.pageSize, counts };
}
