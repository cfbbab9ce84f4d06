/** The next moment after `now` at this local time of day (today when it has not come yet, else tomorrow). */
export function nextRunAt(now: Date, [h, m, s]: readonly [number, number, number]): Date {
  const next = new Date(now);
  next.setHours(h, m, s, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}
