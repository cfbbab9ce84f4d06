import { minutesOf, type WeeklyHours } from './opening-hours';
import { addDays, isCalendarDate, weekdayOf, zonedDate, zonedTime } from './time-zone';

/** The Monday of the week holding a date (staff weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const weekday = weekdayOf(date);
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
}

/**
 * The Monday of the week the staff calendar opens on: the one asked for (`?week=`, any date in it), else this week.
 * The page reads the address and hands it down, so the server's render and the browser's hydration open the same week.
 */
export function weekShown(asked: string | null | undefined, today: string): string {
  return weekStart(asked && isCalendarDate(asked) ? asked : today);
}

export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/**
 * The hours the week grid shows: from the earliest opening to the latest closing of
 * the week, whole hours, widened to take in any appointment or block outside them
 * (moved by staff, or booked before the hours changed).
 */
export function gridHours(week: WeeklyHours, events: readonly { startsAt: Date; endsAt: Date }[] = []): { from: number; to: number } {
  let from = 24 * 60;
  let to = 0;
  for (const day of week) {
    if (!day) continue;
    from = Math.min(from, minutesOf(day.opens));
    to = Math.max(to, minutesOf(day.closes));
  }
  for (const e of events) {
    const sameDay = zonedDate(e.startsAt) === zonedDate(new Date(e.endsAt.getTime() - 1));
    from = Math.min(from, minutesOf(zonedTime(e.startsAt)));
    to = Math.max(to, sameDay ? minutesOf(zonedTime(e.endsAt)) || 24 * 60 : 24 * 60);
  }
  if (from >= to) return { from: 9 * 60, to: 18 * 60 };
  return { from: Math.floor(from / 60) * 60, to: Math.ceil(to / 60) * 60 };
}

/**
 * Where an event sits in a day column, in percent of the grid's height, clipped to the
 * grid (a block covering the whole day fills the column). Wall-clock minutes: on a DST
 * change day an appointment keeps its printed time.
 */
export function placeInDay(
  event: { startsAt: Date; endsAt: Date },
  date: string,
  hours: { from: number; to: number },
): { top: number; height: number } | null {
  const startDate = zonedDate(event.startsAt);
  const endDate = zonedDate(new Date(event.endsAt.getTime() - 1));
  if (date < startDate || date > endDate) return null;
  const start = date === startDate ? minutesOf(zonedTime(event.startsAt)) : 0;
  const end = date === endDate ? minutesOf(zonedTime(event.endsAt)) || 24 * 60 : 24 * 60;
  const top = Math.max(start, hours.from);
  const bottom = Math.min(end, hours.to);
  if (bottom <= top) return null;
  const span = hours.to - hours.from;
  return { top: ((top - hours.from) / span) * 100, height: ((bottom - top) / span) * 100 };
}

/** "November 23 – 29, 2026", "November 30 – December 6, 2026", "December 28, 2026 – January 3, 2027" */
export function weekTitle(monday: string): string {
  const sunday = addDays(monday, 6);
  const f = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', ...options }).format(new Date(`${date}T12:00:00Z`));
  const [y1, m1] = monday.split('-');
  const [y2, m2] = sunday.split('-');
  if (y1 !== y2)
    return `${f(monday, { month: 'long', day: 'numeric', year: 'numeric' })} – ${f(sunday, { month: 'long', day: 'numeric', year: 'numeric' })}`;
  if (m1 !== m2) return `${f(monday, { month: 'long', day: 'numeric' })} – ${f(sunday, { month: 'long', day: 'numeric' })}, ${y2}`;
  return `${f(monday, { month: 'long', day: 'numeric' })} – ${f(sunday, { day: 'numeric' })}, ${y2}`;
}
