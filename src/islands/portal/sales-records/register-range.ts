/** '2025-03-05' (a date input's value) → '2025/03/05' (the register's format); '' stays ''. */
export function toRegisterParam(isoDay: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? isoDay.replace(/-/g, '/') : '';
}

/** The query string for the register list and CSV: '?from=…&to=…' with only the dates given, or ''. */
export function registerQuery(fromIsoDay: string, toIsoDay: string): string {
  const params = new URLSearchParams();
  const from = toRegisterParam(fromIsoDay);
  const to = toRegisterParam(toIsoDay);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const text = params.toString();
  return text ? `?${text}` : '';
}
