const km = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12345 → '12,345 km' (whole kilometres, rounded); NaN/Infinity → '—'. */
export function formatMileage(kilometres: number): string {
  if (!Number.isFinite(kilometres)) return '—';
  return `${km.format(Math.round(kilometres) + 0)} km`;
}
