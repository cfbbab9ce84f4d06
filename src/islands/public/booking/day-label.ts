/** Labels for a YYYY-MM-DD date (a calendar date, so formatted as UTC noon: no zone can move it to another day). */
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', ...options });
const weekday = fmt({ weekday: 'short' });
const day = fmt({ day: 'numeric' });
const month = fmt({ month: 'short' });
const long = fmt({ weekday: 'long', month: 'long', day: 'numeric' });
const weekdayLong = fmt({ weekday: 'long' });

export const dayParts = (date: string) => ({
  weekday: weekday.format(at(date)).replace('.', ''),
  day: day.format(at(date)),
  month: month.format(at(date)).replace('.', ''),
  weekdayLong: weekdayLong.format(at(date)),
});
/** "Saturday, November 28" */
export const longDay = (date: string) => long.format(at(date));
