import type { WeeklyHours } from './opening-hours';
import { addDays, weekdayOf, zonedDate, zonedInstant } from './time-zone';

/**
 * How an online booking holds its slot (issue 21: one client once booked all
 * 305 free slots of 42 days in 8 seconds). Plain rules, shared by the booking
 * transaction, the expiry job, the staff screen and the tests:
 *
 * - a booking made online is a hold: it keeps its slot for `holdMinutes`
 *   (30 by default) unless the visitor confirms it from the link in their
 *   e-mail, which makes it firm; an expired hold frees its slot at once (it is
 *   left out of the free-slot count when read, and released by the next
 *   booking or the minute job);
 * - one e-mail address, and one phone number, has at most `openPerContact`
 *   (2) open bookings (firm or held, not yet passed) at a time;
 * - an unconfirmed hold keeps its slot from others only while its network
 *   (an IPv4 /24, an IPv6 /48) has fewer than `holdsPerNetwork` (3) such holds
 *   and the site fewer than `holdsPerHour` (30) made in the last hour; past
 *   either, the booking is still taken and e-mailed, but its slot stays open
 *   to others until it is confirmed, and the first booking confirmed wins the
 *   time. Nobody is refused by these counts, so no flood closes booking for
 *   everyone; staff are told once an hour when the site's count is reached.
 */
export type HoldRules = { holdMinutes: number; openPerContact: number; holdsPerHour: number; holdsPerNetwork: number };
export const DEFAULT_HOLD_RULES: HoldRules = { holdMinutes: 30, openPerContact: 2, holdsPerHour: 30, holdsPerNetwork: 3 };

export const HOUR_MS = 60 * 60 * 1000;

export type HoldState = { status: string; holdUntil: Date | null };

/** An online booking the visitor has not confirmed yet (and nobody cancelled). */
export function isHeld(a: HoldState): boolean {
  return a.status === 'requested' && a.holdUntil !== null;
}

/** A hold whose time ran out: it no longer keeps its slot. */
export function holdExpired(a: HoldState, now: Date): boolean {
  return isHeld(a) && a.holdUntil!.getTime() <= now.getTime();
}

/** Until when a booking made now holds its slot unconfirmed. */
export function holdUntilFor(now: Date, rules: Pick<HoldRules, 'holdMinutes'>): Date {
  return new Date(now.getTime() + rules.holdMinutes * 60_000);
}

/**
 * The deadline a visitor is given to confirm a booking made now. `holdMinutes`
 * when that ends while the gallery is open; otherwise (a booking made in the
 * evening or at night) the next closing time, so nobody is asked to confirm in
 * the middle of the night. Never later than the appointment itself.
 *
 * A deadline moved to the next closing time is `overnight`: such a booking
 * keeps no slot until it is confirmed (the first visitor to confirm the time
 * keeps it), or a night of bookings could hold a day's slots until closing.
 * `isClosed` names dates the gallery is closed whatever the weekday.
 */
export function confirmDeadline(
  now: Date,
  rules: Pick<HoldRules, 'holdMinutes'>,
  week: WeeklyHours,
  startsAt: Date,
  isClosed: (date: string) => boolean = () => false,
): { until: Date; overnight: boolean } {
  const base = holdUntilFor(now, rules);
  const cap = (d: Date) => new Date(Math.min(d.getTime(), startsAt.getTime()));
  const first = zonedDate(base);
  for (let n = 0; n < 15; n++) {
    const date = addDays(first, n);
    const hours = week[weekdayOf(date)];
    if (!hours || isClosed(date)) continue;
    const opens = zonedInstant(date, hours.opens);
    const closes = zonedInstant(date, hours.closes);
    if (!opens || !closes || closes.getTime() < base.getTime()) continue;
    if (n === 0 && opens.getTime() <= base.getTime()) return { until: cap(base), overnight: false };
    return { until: cap(closes), overnight: true };
  }
  return { until: cap(base), overnight: false };
}

/**
 * A phone number as the digits that identify it: its last ten digits, so
 * "+1 (416) 555-0100", "416.555.0100" and "1-416-555-0100" are one number.
 * Null when it has fewer than seven digits (no number to count by).
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
}

/** An e-mail address as one key, whatever its letter case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export type CapRefusal = 'email' | 'phone';

/** Which contact is at its cap of open bookings, if one is (the e-mail is checked first). */
export function contactAtCap(open: { email: number; phone: number }, rules: Pick<HoldRules, 'openPerContact'>): CapRefusal | undefined {
  if (open.email >= rules.openPerContact) return 'email';
  if (open.phone >= rules.openPerContact) return 'phone';
  return undefined;
}

/** Whether the site is under pressure: `holdsPerHour` unconfirmed holds keeping their slot were made in the last hour. */
export function ceilingReached(heldLastHour: number, rules: Pick<HoldRules, 'holdsPerHour'>): boolean {
  return heldLastHour >= rules.holdsPerHour;
}

/**
 * Whether a new unconfirmed hold keeps its slot from others, from the holds
 * keeping a slot now: those of the client's network, and those the site took
 * in the last hour. When not, it waits for its confirmation like the others
 * on that time, and the first confirmed wins.
 */
export function holdKeepsSlot(
  held: { network: number; lastHour: number },
  rules: Pick<HoldRules, 'holdsPerHour' | 'holdsPerNetwork'>,
): boolean {
  return held.network < rules.holdsPerNetwork && !ceilingReached(held.lastHour, rules);
}

/** Staff are told of the ceiling once an hour at most: when no alert was given in the hour before. */
export function shouldAlertCeiling(lastAlertAt: Date | null | undefined, now: Date): boolean {
  return !lastAlertAt || now.getTime() - lastAlertAt.getTime() >= HOUR_MS;
}

/**
 * A visitor's manage link works until the appointment's end: after its time it
 * is spent (nothing left to cancel or move), and a link found later in an old
 * mailbox shows nobody the customer's name.
 */
export function manageLinkExpired(a: { endsAt: Date }, now: Date): boolean {
  return a.endsAt.getTime() <= now.getTime();
}

export type HoldSource = 'email' | 'phone' | 'network';
export type GroupableHold = { id: number; email: string; phone: string | null; clientNetwork: string | null };
export type HoldGroup = { by: HoldSource; value: string; ids: number[] };

/**
 * The holds grouped by where they came from: each e-mail address, phone
 * number and client network with at least `min` holds, the largest groups
 * first (a flood from one source shows at the top). A hold is in up to three
 * groups.
 */
export function groupHolds(holds: readonly GroupableHold[], min = 2): HoldGroup[] {
  const groups = new Map<string, HoldGroup>();
  const add = (by: HoldSource, value: string | null, id: number) => {
    if (!value) return;
    const key = `${by}\u0000${value}`;
    const group = groups.get(key) ?? { by, value, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  };
  for (const hold of holds) {
    add('email', emailKey(hold.email), hold.id);
    add('phone', phoneKey(hold.phone), hold.id);
    add('network', hold.clientNetwork, hold.id);
  }
  const order: Record<HoldSource, number> = { network: 0, email: 1, phone: 2 };
  return [...groups.values()]
    .filter((g) => g.ids.length >= min)
    .sort((a, b) => b.ids.length - a.ids.length || order[a.by] - order[b.by] || a.value.localeCompare(b.value));
}
