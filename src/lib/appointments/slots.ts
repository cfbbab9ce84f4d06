import type { WeeklyHours } from './opening-hours';
import { weekdayOf, zonedInstant } from './time-zone';

/**
 * Which viewings can be booked: plain functions over the rules and what is already
 * booked, shared by the slots endpoint, the booking check and the tests.
 *
 * A slot starts at opening time and every `slotMinutes` after it, measured in real
 * minutes, and must end by closing time. On a DST change day that gives the hours the
 * showroom is really open (one hour fewer in spring, one more in autumn). It is free
 * when it starts at least `noticeMinutes` from now, touches no blocked period (closed
 * days are blocked periods covering the day) and leaves at least one bay without an
 * overlapping appointment; with a vehicle, that vehicle must not be booked then either.
 */
export type SlotRules = {
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  bays: number;
  noticeMinutes: number;
  /** Dates the gallery is closed whatever the weekday: "MM-DD" every year (12-25), or one "YYYY-MM-DD". */
  closedDates?: string[];
};
export type Busy = { startsAt: Date; endsAt: Date; bay: number; vehicleId?: number | null };
export type Period = { startsAt: Date; endsAt: Date };
export type Slot = { start: Date; end: Date; freeBays: number[] };

/** Christmas Day, Boxing Day and New Year's Day: closed unless the admin changes it. */
export const DEFAULT_CLOSED_DATES = ['12-25', '12-26', '01-01'];

export const DEFAULT_SLOT_RULES: Omit<SlotRules, 'weeklyHours'> = {
  slotMinutes: 60,
  bays: 1,
  noticeMinutes: 120,
  closedDates: DEFAULT_CLOSED_DATES,
};

/** Whether a YYYY-MM-DD date is one of the closed dates (its "MM-DD" every year, or the date itself). */
export function isClosedDate(date: string, closedDates: readonly string[] | undefined): boolean {
  return !!closedDates?.some((c) => c === date || c === date.slice(5));
}

export function overlaps(a: Period, b: Period): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** Every slot the opening hours give on a date, before anything is booked or blocked. */
export function openingSlots(date: string, rules: Pick<SlotRules, 'weeklyHours' | 'slotMinutes'>): Period[] {
  const hours = rules.weeklyHours[weekdayOf(date)];
  if (!hours) return [];
  // An opening time skipped by the spring change opens at the first real minute after it.
  const opens = zonedInstant(date, hours.opens) ?? zonedInstant(date, nextHour(hours.opens));
  const closes = zonedInstant(date, hours.closes) ?? zonedInstant(date, nextHour(hours.closes));
  if (!opens || !closes) return [];
  const step = rules.slotMinutes * 60_000;
  const slots: Period[] = [];
  for (let t = opens.getTime(); t + step <= closes.getTime(); t += step) slots.push({ startsAt: new Date(t), endsAt: new Date(t + step) });
  return slots;
}

function nextHour(time: string): string {
  const h = Number(time.slice(0, 2)) + 1;
  return `${String(h).padStart(2, '0')}:00`;
}

/** The bookable slots of a date, in time order, each with the bays still free. */
export function freeSlots(
  date: string,
  rules: SlotRules,
  context: { booked: readonly Busy[]; blocked: readonly Period[]; now: Date; vehicleId?: number | null },
): Slot[] {
  if (isClosedDate(date, rules.closedDates)) return [];
  const earliest = context.now.getTime() + rules.noticeMinutes * 60_000;
  const result: Slot[] = [];
  for (const slot of openingSlots(date, rules)) {
    if (slot.startsAt.getTime() < earliest) continue;
    if (context.blocked.some((b) => overlaps(slot, b))) continue;
    const clashing = context.booked.filter((a) => overlaps(slot, a));
    if (context.vehicleId != null && clashing.some((a) => a.vehicleId === context.vehicleId)) continue;
    const taken = new Set(clashing.map((a) => a.bay));
    const freeBays: number[] = [];
    for (let bay = 1; bay <= rules.bays; bay++) if (!taken.has(bay)) freeBays.push(bay);
    if (freeBays.length) result.push({ start: slot.startsAt, end: slot.endsAt, freeBays });
  }
  return result;
}

/** The free slot starting exactly at `start`, or undefined: a booking must name one of these. */
export function findFreeSlot(start: Date, date: string, rules: SlotRules, context: Parameters<typeof freeSlots>[2]): Slot | undefined {
  return freeSlots(date, rules, context).find((s) => s.start.getTime() === start.getTime());
}
