import { DEALER } from '#src/lib/dealer';

/**
 * The dealer's weekly opening hours as data: index 0 = Sunday .. 6 = Saturday (as
 * Date#getDay), each day either { opens, closes } in 24 h "HH:MM" or null (no
 * bookable hours). The published hours lines are derived from this list, so the
 * hours on the site and the bookable slots cannot disagree.
 */
export type DayHours = { opens: string; closes: string } | null;
export type WeeklyHours = [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** src/lib/dealer.ts's hours as a weekly list (the default until staff change it). */
export function defaultWeeklyHours(): WeeklyHours {
  const week = WEEKDAYS.map(() => null as DayHours) as WeeklyHours;
  for (const line of DEALER.hours) {
    for (const day of line.dayOfWeek) {
      week[WEEKDAYS.indexOf(day)] = line.opens && line.closes ? { opens: line.opens, closes: line.closes } : null;
    }
  }
  return week;
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

function to12h(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h >= 12 && h < 24 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`;
}

/**
 * The published lines, Monday first, consecutive days with the same hours joined:
 * [{ days: 'Monday – Friday', text: '9 AM – 7 PM' }, { days: 'Sunday', text: 'By appointment' }].
 */
export function weeklyHoursText(week: WeeklyHours): { days: string; text: string }[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const key = (d: DayHours) => (d ? `${d.opens}-${d.closes}` : 'closed');
  const lines: { from: number; to: number; hours: DayHours }[] = [];
  for (const day of order) {
    const last = lines.at(-1);
    if (last && key(last.hours) === key(week[day]) && order.indexOf(day) === order.indexOf(last.to) + 1) last.to = day;
    else lines.push({ from: day, to: day, hours: week[day] });
  }
  return lines.map((l) => ({
    days: l.from === l.to ? WEEKDAYS[l.from] : `${WEEKDAYS[l.from]} – ${WEEKDAYS[l.to]}`,
    text: l.hours ? `${to12h(l.hours.opens)} – ${to12h(l.hours.closes)}` : 'By appointment',
  }));
}
