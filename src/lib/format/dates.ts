import { DEALER_TIME_ZONE } from '#src/lib/personalisation/day-buckets';

/**
 * Dates for people. Everything is in the reader's local time zone (the
 * browser's, or the server's when rendered there), so islands that show a
 * time should render it on the client to avoid a hydration mismatch.
 */

/** What a missing or unreadable date shows (spec: error catalogue). */
export const UNKNOWN_DATE = 'Unknown date';

export type DateInput = Date | string | number | null | undefined;

const DAY_MS = 86_400_000;
const REGISTER_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of y-m-d, or null when that day does not exist (2025-02-30). */
function localDay(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, 0, 1);
  // setFullYear, unlike the constructor, does not map years 0..99 to 1900..1999.
  date.setFullYear(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

/** Parses a register date 'yyyy/mm/dd' as a local day; null for any other shape or a day that does not exist. */
export function parseRegisterDate(value: string | null | undefined): Date | null {
  const m = typeof value === 'string' ? REGISTER_DATE.exec(value) : null;
  return m ? localDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The register's own format, 'yyyy/mm/dd', of the local calendar day of `date`. */
export function toRegisterDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/**
 * Reads any date the app handles: a Date, epoch milliseconds, a register date
 * 'yyyy/mm/dd' or an ISO day 'yyyy-mm-dd' (both as local days, not UTC
 * midnight), or an ISO timestamp. Null when missing, blank or invalid.
 */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined) return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') return Number.isFinite(input) ? toDate(new Date(input)) : null;
  const text = input.trim();
  if (!text) return null;
  const day = REGISTER_DATE.exec(text) ?? ISO_DAY.exec(text);
  if (day) return localDay(Number(day[1]), Number(day[2]), Number(day[3]));
  return toDate(new Date(text));
}

const registerStyle = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const dateStyle = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeStyle = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Browsers put a narrow no-break space before AM/PM, Node's ICU a plain one: make server and client agree. */
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** Sales-record dates: 'Mar 05, 2025' (two-digit day); 'Unknown date' when missing or invalid. */
export function formatRegisterDate(value: DateInput): string {
  const date = toDate(value);
  return date ? registerStyle.format(date) : UNKNOWN_DATE;
}

/** Portal tables: 'Mar 5, 2025'; `fallback` (default 'Unknown date') when missing or invalid. */
export function formatDate(value: DateInput, fallback: string = UNKNOWN_DATE): string {
  const date = toDate(value);
  return date ? dateStyle.format(date) : fallback;
}

/** 'Mar 5, 2025, 2:07 PM'; `fallback` (default 'Unknown date') when missing or invalid. */
export function formatDateTime(value: DateInput, fallback: string = UNKNOWN_DATE): string {
  const date = toDate(value);
  return date ? plainSpaces(dateTimeStyle.format(date)) : fallback;
}

/**
 * Whole calendar days from `from` to `to` in local time (negative when `to`
 * is earlier; the time of day is ignored, so a DST change does not shift it);
 * null when either date is missing or invalid.
 */
export function daysBetween(from: DateInput, to: DateInput): number | null {
  const a = toDate(from);
  const b = toDate(to);
  if (!a || !b) return null;
  const midnight = (d: Date) => localDay(d.getFullYear(), d.getMonth() + 1, d.getDate())!.getTime();
  // Rounding absorbs the 23- or 25-hour day of a DST change.
  return Math.round((midnight(b) - midnight(a)) / DAY_MS) + 0;
}

const dealerDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: DEALER_TIME_ZONE });

/**
 * A range of instants as the dealer's calendar days: 'Oct 26 – Nov 24, 2026',
 * 'Dec 20, 2025 – Jan 18, 2026', or one day when both fall on it. The same on
 * the server and in any browser, whatever its time zone.
 */
export function formatDayRange(from: DateInput, to: DateInput): string {
  const a = toDate(from);
  const b = toDate(to);
  if (!a || !b) return UNKNOWN_DATE;
  return plainSpaces(dealerDay.formatRange(a, b)).replace(/\s*[–-]\s*/, ' – ');
}

// Made once, as every formatter here: building an Intl formatter is costly next to a page's render.
const dealerLongDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: DEALER_TIME_ZONE });
const dealerIsoDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEALER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'November 28, 2026': the dealer's calendar day of an instant (a legal page's 'Last updated'). */
export function formatDealerLongDate(instant: Date): string {
  return dealerLongDay.format(instant);
}

/** Today in Toronto, 'YYYY-MM-DD' (the dealer's day: a wanted-by date before it is past, a rate dated after it is future). */
export function torontoToday(now: Date = new Date()): string {
  return dealerIsoDay.format(now);
}
