import { listHeldBookings, releaseHolds, type Actor } from '#src/db/queries/appointment-holds';
import { groupHolds, phoneKey, emailKey, type HoldSource } from '#src/lib/appointments/holds';
import type { ReleaseHoldsInput } from '#src/lib/validation/appointment-holds';
import { holdCeilingState } from './hold-ceiling';

/** GET /api/appointments/holds: the unconfirmed bookings, their groups by source (a flood on top) and the ceiling. */
export function heldBookingsView(now = new Date()) {
  const holds = listHeldBookings(now);
  return { ceiling: holdCeilingState(now), holds, groups: groupHolds(holds) };
}
export type HeldBookingsView = ReturnType<typeof heldBookingsView>;

const SOURCE_LABELS: Record<HoldSource, string> = { email: 'e-mail', phone: 'phone', network: 'network' };

/** The holds a release names: the ids given, or every hold from the source; and how the activity log names them. */
export function releaseHeldBookings(input: ReleaseHoldsInput, actor: Actor, now = new Date()): { released: number } {
  if (input.source) {
    const { by, value } = input.source;
    const key = by === 'email' ? emailKey(value) : by === 'phone' ? phoneKey(value) : value;
    const ids = listHeldBookings(now)
      .filter((h) => (by === 'email' ? emailKey(h.email) : by === 'phone' ? phoneKey(h.phone) : h.clientNetwork) === key)
      .map((h) => h.id);
    return { released: releaseHolds(ids, actor, `all from ${SOURCE_LABELS[by]} ${value}`) };
  }
  return { released: releaseHolds(input.ids ?? [], actor, 'selected by staff') };
}
