/**
 * A car held against a deposit (issue 23 item 8):
 *
 *   requested ──accept──▶ accepted (deposit instructions sent) ──deposit──▶ reserved (vehicle reserved until expiresAt)
 *       │                    │  └──release / expire──▶ released               │ ├─extend──▶ reserved (later expiry)
 *       └──decline──▶ declined ◀──decline──┘                                 │ ├─release / expire──▶ released
 *                                                                             │ └─sell──▶ sold
 *
 * `accepted` and `reserved` are the active states: the database allows one active
 * hold per vehicle (a partial unique index), so two shoppers can never hold the
 * same car. An accepted hold whose deposit never came lapses at its expiry as a
 * reserved one does, so a forgotten acceptance does not block the car.
 */

export const HOLD_STATUSES = ['requested', 'accepted', 'reserved', 'released', 'sold', 'declined'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
export const HOLD_STATUS_LABELS: Record<HoldStatus, string> = {
  requested: 'Requested',
  accepted: 'Awaiting deposit',
  reserved: 'Reserved',
  released: 'Released',
  sold: 'Sold',
  declined: 'Declined',
};

/** The states that hold the vehicle for this shopper (one per vehicle, enforced by the database). */
export const ACTIVE_HOLD_STATUSES = ['accepted', 'reserved'] as const satisfies readonly HoldStatus[];

export const HOLD_ACTIONS = ['accept', 'decline', 'deposit', 'extend', 'release', 'sell', 'expire'] as const;
export type HoldAction = (typeof HOLD_ACTIONS)[number];
/** What staff do from the portal (`expire` is the job's, `sell` follows the sale record). */
export const STAFF_HOLD_ACTIONS = ['accept', 'decline', 'deposit', 'extend', 'release'] as const satisfies readonly HoldAction[];
export type StaffHoldAction = (typeof STAFF_HOLD_ACTIONS)[number];

const TRANSITIONS: Record<HoldAction, { from: readonly HoldStatus[]; to: HoldStatus }> = {
  accept: { from: ['requested'], to: 'accepted' },
  decline: { from: ['requested', 'accepted'], to: 'declined' },
  deposit: { from: ['accepted'], to: 'reserved' },
  extend: { from: ['reserved'], to: 'reserved' },
  release: { from: ['accepted', 'reserved'], to: 'released' },
  sell: { from: ['requested', 'accepted', 'reserved'], to: 'sold' },
  expire: { from: ['accepted', 'reserved'], to: 'released' },
};

/** The state after `action`, or null when the hold in `status` cannot take it. */
export function nextHoldStatus(status: HoldStatus, action: HoldAction): HoldStatus | null {
  const t = TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

/** The actions a hold in `status` can take, in the order the portal shows them. */
export function holdActionsFor(status: HoldStatus): StaffHoldAction[] {
  return STAFF_HOLD_ACTIONS.filter((a) => nextHoldStatus(status, a) !== null);
}

export const isActiveHold = (status: HoldStatus) => (ACTIVE_HOLD_STATUSES as readonly HoldStatus[]).includes(status);

export const DEFAULT_HOLD_HOURS = 72;
const HOUR = 3_600_000;

/** When a hold started (or extended) at `from` for `hours` ends. */
export function holdExpiry(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * HOUR);
}

/** An extension adds `hours` to the later of the current expiry and now: an extension never shortens a hold. */
export function extendedExpiry(current: Date | null, now: Date, hours: number): Date {
  const base = current && current.getTime() > now.getTime() ? current : now;
  return holdExpiry(base, hours);
}

/** Whether an active hold has run out at `now` (its expiry reached). */
export function isHoldExpired(hold: { status: HoldStatus; expiresAt: Date | null }, now: Date): boolean {
  return isActiveHold(hold.status) && hold.expiresAt !== null && hold.expiresAt.getTime() <= now.getTime();
}

export const DEPOSIT_METHODS = ['e-transfer', 'at-dealership'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, string> = {
  'e-transfer': 'Interac e-Transfer',
  'at-dealership': 'Pay at the dealership',
};
