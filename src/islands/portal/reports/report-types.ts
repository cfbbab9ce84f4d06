import type { InquiryStatus, VehicleStatus } from '#src/lib/enums';

/** GET /api/reports (see /api-reference). */
export type Reports = {
  salesByMonth: { month: string; count: number; value: number }[];
  averageDaysInStock: number | null;
  inventoryByCategory: { category: string; label: string; count: number; value: number }[];
  inventoryByStatus: { status: VehicleStatus; count: number; value: number }[];
  inquiriesByStatus: { status: InquiryStatus; count: number }[];
  inquiriesByVehicle: { vehicleId: number; year: number; make: string; model: string; count: number }[];
};

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** '2025-03' → 'Mar 2025'; anything else unchanged. */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? monthName.format(new Date(Number(m[1]), Number(m[2]) - 1, 1)) : month;
}

/** Sums of the sales months: how many sold and for how much. */
export function salesTotals(months: Reports['salesByMonth']): { count: number; value: number } {
  return months.reduce((t, m) => ({ count: t.count + m.count, value: t.value + m.value }), { count: 0, value: 0 });
}
