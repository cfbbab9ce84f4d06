import { describe, expect, it } from 'vitest';
import {
  HOLD_ACTIONS,
  HOLD_STATUSES,
  extendedExpiry,
  holdActionsFor,
  holdExpiry,
  isActiveHold,
  isHoldExpired,
  nextHoldStatus,
  type HoldAction,
  type HoldStatus,
} from './hold-state';

describe('the hold state machine', () => {
  it.each<[HoldStatus, HoldAction, HoldStatus]>([
    ['requested', 'accept', 'accepted'],
    ['requested', 'decline', 'declined'],
    ['accepted', 'deposit', 'reserved'],
    ['accepted', 'decline', 'declined'],
    ['accepted', 'release', 'released'],
    ['accepted', 'expire', 'released'],
    ['reserved', 'extend', 'reserved'],
    ['reserved', 'release', 'released'],
    ['reserved', 'expire', 'released'],
    ['reserved', 'sell', 'sold'],
  ])('%s --%s--> %s', (from, action, to) => expect(nextHoldStatus(from, action)).toBe(to));

  it('refuses every other step (a deposit before acceptance, anything after the end)', () => {
    expect(nextHoldStatus('requested', 'deposit')).toBeNull();
    expect(nextHoldStatus('requested', 'extend')).toBeNull();
    expect(nextHoldStatus('reserved', 'accept')).toBeNull();
    for (const end of ['released', 'sold', 'declined'] as const)
      for (const action of HOLD_ACTIONS) expect(nextHoldStatus(end, action), `${end} ${action}`).toBeNull();
  });

  it('offers staff only the steps the state allows', () => {
    expect(holdActionsFor('requested')).toEqual(['accept', 'decline']);
    expect(holdActionsFor('accepted')).toEqual(['decline', 'deposit', 'release']);
    expect(holdActionsFor('reserved')).toEqual(['extend', 'release']);
    expect(holdActionsFor('sold')).toEqual([]);
  });

  it('counts accepted and reserved holds as holding the car', () => {
    expect(HOLD_STATUSES.filter(isActiveHold)).toEqual(['accepted', 'reserved']);
  });
});

describe('expiry', () => {
  const now = new Date('2027-03-01T12:00:00Z');

  it('ends a hold the given hours later (72 by default in the settings)', () => {
    expect(holdExpiry(now, 72).toISOString()).toBe('2027-03-04T12:00:00.000Z');
  });

  it('expires an active hold at its expiry, not a minute before, and never an ended one', () => {
    const expiresAt = holdExpiry(now, 72);
    expect(isHoldExpired({ status: 'reserved', expiresAt }, new Date(expiresAt.getTime() - 60_000))).toBe(false);
    expect(isHoldExpired({ status: 'reserved', expiresAt }, expiresAt)).toBe(true);
    expect(isHoldExpired({ status: 'accepted', expiresAt }, new Date(expiresAt.getTime() + 1))).toBe(true);
    expect(isHoldExpired({ status: 'sold', expiresAt }, new Date(expiresAt.getTime() + 1))).toBe(false);
    expect(isHoldExpired({ status: 'reserved', expiresAt: null }, now)).toBe(false);
  });

  it('extends from the current expiry, or from now when it has passed', () => {
    const current = holdExpiry(now, 10);
    expect(extendedExpiry(current, now, 24).toISOString()).toBe('2027-03-02T22:00:00.000Z');
    expect(extendedExpiry(new Date(now.getTime() - 1000), now, 24).toISOString()).toBe('2027-03-02T12:00:00.000Z');
  });
});
