import type { ReportsAnswer } from '#src/lib/api-answers/reports';
import { INQUIRY_STATUS_LABELS, VEHICLE_STATUS_LABELS } from '#src/lib/enums';

/** GET /api/reports (its answer schema). */
export type Reports = ReportsAnswer;

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

/**
 * A status as the reports show it, on screen and in their CSV files alike
 * ('in-progress' → 'In Progress'): a dealer opens the file in a spreadsheet,
 * where a raw key means nothing.
 */
export function statusLabel(kind: 'vehicle' | 'inquiry', status: string): string {
  const labels: Record<string, string> = kind === 'vehicle' ? VEHICLE_STATUS_LABELS : INQUIRY_STATUS_LABELS;
  return labels[status] ?? status;
}
