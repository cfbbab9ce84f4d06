/** True for a 'yyyy/mm/dd' string naming a day that exists (2025/02/30 does not). */
export function isRealRegisterDate(value: string): boolean {
  const m = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900;
}
