import { count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { db } from '#src/db/client';
import { garageRegister, inquiries, vehicles } from '#src/db/schema';
import { OFFERED_STATUSES } from '#src/lib/disclosures';
import { getVehicleStats, type VehicleStats } from './vehicles';
import { CATEGORIES, INQUIRY_STATUSES, VEHICLE_STATUSES, type CategorySlug, type InquiryStatus, type VehicleStatus } from '#src/lib/enums';

/** One sale as the reports read it: register dates ('yyyy/mm/dd') and the vehicle's list price. */
export type SaleRow = { dateIntoStock: string; dateOutOfStock: string; price: number };
export type MonthSales = { month: string; count: number; value: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm' of the `months` calendar months ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, months = 12): string[] {
  const keys: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    keys.push(`${d.getFullYear()}-${pad(d.getMonth() + 1)}`);
  }
  return keys;
}

/** Count and value of sales per month over the last `months` months (empty months are 0), oldest first. */
export function salesByMonth(sales: readonly SaleRow[], now: Date, months = 12): MonthSales[] {
  const buckets = new Map(lastMonths(now, months).map((m) => [m, { month: m, count: 0, value: 0 }]));
  for (const sale of sales) {
    const bucket = buckets.get(sale.dateOutOfStock.slice(0, 7).replace('/', '-'));
    if (!bucket) continue;
    bucket.count += 1;
    bucket.value += sale.price;
  }
  return [...buckets.values()];
}

/** Whole days from one register date to another (calendar days: no time zone or daylight-saving drift). */
export function daysBetween(from: string, to: string): number | null {
  const utc = (d: string) => {
    const m = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(d);
    return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  };
  const days = (utc(to) - utc(from)) / 86_400_000;
  return Number.isFinite(days) ? days : null;
}

/**
 * Average days from into stock to out of stock, one decimal; null without
 * sales. Entries whose dates are unreadable or out before in are left out
 * rather than dragging the average below zero.
 */
export function averageDaysInStock(sales: readonly Pick<SaleRow, 'dateIntoStock' | 'dateOutOfStock'>[]): number | null {
  const spans = sales.map((s) => daysBetween(s.dateIntoStock, s.dateOutOfStock)).filter((d): d is number => d !== null && d >= 0);
  if (!spans.length) return null;
  return Math.round((spans.reduce((a, b) => a + b, 0) / spans.length) * 10) / 10;
}

/** Every key of `keys` in its order, with the counted rows' figures or zeros. */
export function fillGroups<K extends string, T extends object>(
  keys: readonly K[],
  rows: readonly ({ key: K } & T)[],
  zero: T,
): ({ key: K } & T)[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => byKey.get(key) ?? { key, ...zero });
}

function readSales(): SaleRow[] {
  return db()
    .select({ dateIntoStock: garageRegister.dateIntoStock, dateOutOfStock: garageRegister.dateOutOfStock, price: vehicles.price })
    .from(garageRegister)
    .innerJoin(vehicles, eq(garageRegister.vehicleId, vehicles.id))
    .all();
}

const priceSum = sql<number>`coalesce(sum(${vehicles.price}), 0)`.mapWith(Number);

export type Reports = {
  /** In stock and its list value: the dashboards' figures (getVehicleStats), not a sum of its own. */
  inventory: Pick<VehicleStats, 'inStock' | 'inventoryValue' | 'averagePrice'>;
  salesByMonth: MonthSales[];
  averageDaysInStock: number | null;
  inventoryByCategory: { category: CategorySlug; label: string; count: number; value: number }[];
  inventoryByStatus: { status: VehicleStatus; count: number; value: number }[];
  inquiriesByStatus: { status: InquiryStatus; count: number }[];
  inquiriesByVehicle: { vehicleId: number; year: number; make: string; model: string; count: number }[];
};

/** The reports screen's figures. Inventory by category counts vehicles in stock (offered for sale); by status counts all. */
export function getReports(now = new Date()): Reports {
  const sales = readSales();
  const byCategory = db()
    .select({ key: vehicles.category, count: count(), value: priceSum })
    .from(vehicles)
    .where(inArray(vehicles.status, [...OFFERED_STATUSES]))
    .groupBy(vehicles.category)
    .all();
  const byStatus = db().select({ key: vehicles.status, count: count(), value: priceSum }).from(vehicles).groupBy(vehicles.status).all();
  const inquiryStatus = db().select({ key: inquiries.status, count: count() }).from(inquiries).groupBy(inquiries.status).all();
  const inquiriesByVehicle = db()
    .select({
      vehicleId: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      trim: vehicles.trim,
      count: count(),
    })
    .from(inquiries)
    .innerJoin(vehicles, eq(inquiries.vehicleId, vehicles.id))
    .where(isNotNull(inquiries.vehicleId))
    .groupBy(vehicles.id)
    .orderBy(desc(count()), vehicles.id)
    .limit(10)
    .all();

  const { inStock, inventoryValue, averagePrice } = getVehicleStats();
  return {
    inventory: { inStock, inventoryValue, averagePrice },
    salesByMonth: salesByMonth(sales, now),
    averageDaysInStock: averageDaysInStock(sales),
    inventoryByCategory: fillGroups(
      CATEGORIES.map((c) => c.slug),
      byCategory,
      { count: 0, value: 0 },
    ).map(({ key, ...figures }) => ({ category: key, label: CATEGORIES.find((c) => c.slug === key)!.label, ...figures })),
    inventoryByStatus: fillGroups(VEHICLE_STATUSES, byStatus, { count: 0, value: 0 }).map(({ key, ...figures }) => ({
      status: key,
      ...figures,
    })),
    inquiriesByStatus: fillGroups(INQUIRY_STATUSES, inquiryStatus, { count: 0 }).map(({ key, ...figures }) => ({
      status: key,
      ...figures,
    })),
    inquiriesByVehicle,
  };
}
