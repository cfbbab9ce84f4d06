/** Calendar days in the dealer's time zone, for the analytics summary's visits per day. */
export const DEALER_TIME_ZONE = 'America/Toronto';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f;
}

/** '2025-04-13': the calendar day of an instant in the zone. */
export function dayOf(time: number, timeZone = DEALER_TIME_ZONE): string {
  return formatter(timeZone).format(time);
}

/** The instant the zone's day begins (midnight local; DST changes happen at 2 am here). */
export function startOfDay(day: string, timeZone = DEALER_TIME_ZONE): number {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The zone's offset at that moment: how far its wall clock reads from UTC's.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(utcMidnight);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return utcMidnight - (wall - utcMidnight);
}

/** The last `days` calendar days ending with today's, oldest first, and the instant the first begins. */
export function lastDays(now: number, days: number, timeZone = DEALER_TIME_ZONE): { days: string[]; from: number } {
  // Counted on the calendar, not in steps of 24 hours: a day after the clocks fall back has 25 hours, so stepping
  // back from late evening would land twice on one day, and a 30-day summary would have 29 days.
  const [y, m, d] = dayOf(now, timeZone).split('-').map(Number);
  const labels: string[] = [];
  for (let i = days - 1; i >= 0; i--) labels.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  return { days: labels, from: startOfDay(labels[0], timeZone) };
}

/** Counts per day for the given days (zero-filled); instants outside them are ignored. */
export function countPerDay(
  times: readonly number[],
  days: readonly string[],
  timeZone = DEALER_TIME_ZONE,
): { date: string; visits: number }[] {
  const counts = new Map(days.map((d) => [d, 0]));
  for (const t of times) {
    const day = dayOf(t, timeZone);
    if (counts.has(day)) counts.set(day, counts.get(day)! + 1);
  }
  return days.map((date) => ({ date, visits: counts.get(date)! }));
}
