import { count, desc, eq, sql } from 'drizzle-orm';
import { INQUIRY_STATUSES, LEAD_TYPES, OPEN_INQUIRY_STATUSES, type InquiryStatus, type LeadType } from '#src/lib/enums';
import { db } from '#src/db/client';
import { inquiries, testimonials, vehicles } from '#src/db/schema';
import { inquiryRowColumns, type InquiryRow } from '#src/db/queries/lists/inquiry-list';
import { vehicleRowColumns, type VehicleRow } from '#src/db/queries/lists/vehicle-list';
import { getVehicleStats, type VehicleStats } from './vehicles';

/** How many recent inquiries and vehicles both dashboards list (spec §9). */
export const RECENT_LIMIT = 5;

export type DashboardFigures = {
  /** inStock, featured and value count only the vehicles offered for sale (getVehicleStats, shared with the reports). */
  vehicles: Omit<VehicleStats, 'inventoryValue'> & { value: number };
  inquiries: {
    total: number;
    new: number;
    /** new or in-progress: the admin dashboard's "pending". */
    open: number;
    byStatus: Record<InquiryStatus, number>;
    byType: Record<LeadType, number>;
  };
  testimonials: { total: number; approved: number; pending: number };
  recentInquiries: InquiryRow[];
  recentVehicles: VehicleRow[];
};

function vehicleFigures(): DashboardFigures['vehicles'] {
  const { inventoryValue, ...stats } = getVehicleStats();
  return { ...stats, value: inventoryValue };
}

function inquiryFigures(): DashboardFigures['inquiries'] {
  // Two groupings, each read from its index alone (status; type, created_at).
  const statusRows = db().select({ status: inquiries.status, n: count() }).from(inquiries).groupBy(inquiries.status).all();
  const typeRows = db().select({ type: inquiries.type, n: count() }).from(inquiries).groupBy(inquiries.type).all();
  const byStatus = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as Record<InquiryStatus, number>;
  const byType = Object.fromEntries(LEAD_TYPES.map((t) => [t, 0])) as Record<LeadType, number>;
  let total = 0;
  for (const { status, n } of statusRows) {
    byStatus[status] = n;
    total += n;
  }
  for (const { type, n } of typeRows) byType[type] = n;
  const open = OPEN_INQUIRY_STATUSES.reduce((sum, s) => sum + byStatus[s], 0);
  return { total, new: byStatus.new, open, byStatus, byType };
}

function testimonialFigures(): DashboardFigures['testimonials'] {
  const row = db()
    .select({ total: count(), approved: sql<number>`coalesce(sum(${testimonials.isApproved}), 0)`.mapWith(Number) })
    .from(testimonials)
    .get();
  const total = row?.total ?? 0;
  const approved = row?.approved ?? 0;
  return { total, approved, pending: total - approved };
}

/** The figures both dashboards show, defined once here (the two dashboards had drifted on "featured"). */
export function getDashboardFigures(): DashboardFigures {
  // One read snapshot for all the figures; it writes nothing, so it takes no write lock.
  return db().transaction(
    () => ({
      vehicles: vehicleFigures(),
      inquiries: inquiryFigures(),
      testimonials: testimonialFigures(),
      recentInquiries: db()
        .select(inquiryRowColumns)
        .from(inquiries)
        .leftJoin(vehicles, eq(inquiries.vehicleId, vehicles.id))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(RECENT_LIMIT)
        .all(),
      recentVehicles: db()
        .select(vehicleRowColumns)
        .from(vehicles)
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
        .limit(RECENT_LIMIT)
        .all(),
    }),
    { behavior: 'deferred' },
  );
}
