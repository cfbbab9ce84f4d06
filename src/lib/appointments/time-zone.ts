import { TZDate } from '@date-fns/tz';

/** The dealer's clock: every slot, opening hour and e-mail time is Toronto time. */
export const DEALER_TIME_ZONE = 'America/Toronto';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** 0 = Sunday .. 6 = Saturday for a YYYY-MM-DD date (the weekday does not depend on a zone). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant a Toronto wall-clock time happens on a date. A time skipped by the
 * spring change (02:30 on the second Sunday of March) does not exist: null. A time that
 * happens twice in the autumn (01:30) is the first of the two.
 */
export function zonedInstant(date: string, time: string, timeZone = DEALER_TIME_ZONE): Date | null {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  if (h === 24 && mi === 0) return zonedInstant(addDays(date, 1), '00:00', timeZone);
  const zoned = new TZDate(y, mo - 1, d, h, mi, timeZone);
  if (zoned.getHours() !== h || zoned.getMinutes() !== mi) return null;
  return new Date(zoned.getTime());
}

/** The Toronto calendar date (YYYY-MM-DD) of an instant. */
export function zonedDate(instant: Date, timeZone = DEALER_TIME_ZONE): string {
  const z = new TZDate(instant.getTime(), timeZone);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, '0')}-${String(z.getDate()).padStart(2, '0')}`;
}

/** Toronto wall-clock "HH:MM" of an instant. */
export function zonedTime(instant: Date, timeZone = DEALER_TIME_ZONE): string {
  const z = new TZDate(instant.getTime(), timeZone);
  return `${String(z.getHours()).padStart(2, '0')}:${String(z.getMinutes()).padStart(2, '0')}`;
}

// ICU writes narrow no-break spaces in times; plain spaces keep e-mail and tests simple.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

// The formatters are made once: building one is costly, and a day of slots formats dozens of times.
const slotTime = new Intl.DateTimeFormat('en-CA', { timeZone: DEALER_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const slotTimeWithZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEALER_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});
const longDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEALER_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "10:00 AM" (with "EST"/"EDT" when `withZone`, which matters only on the autumn change day). */
export function formatSlotTime(instant: Date, withZone = false): string {
  return plain(
    (withZone ? slotTimeWithZone : slotTime)
      .format(instant)
      .replace(/a\.m\./i, 'AM')
      .replace(/p\.m\./i, 'PM'),
  );
}

/** "Saturday, November 28, 2026" */
export function formatLongDate(instant: Date): string {
  return plain(longDate.format(instant));
}

/** "Saturday, November 28, 2026 at 10:00 AM" */
export function formatAppointmentTime(instant: Date): string {
  return `${formatLongDate(instant)} at ${formatSlotTime(instant)}`;
}
