import { describe, expect, it } from 'vitest';
import {
  ceilingReached,
  confirmDeadline,
  contactAtCap,
  DEFAULT_HOLD_RULES,
  groupHolds,
  holdExpired,
  holdKeepsSlot,
  holdUntilFor,
  isHeld,
  manageLinkExpired,
  phoneKey,
  shouldAlertCeiling,
} from './holds';
import type { WeeklyHours } from './opening-hours';
import { zonedInstant } from './time-zone';

const NOW = new Date('2030-03-04T15:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('a hold', () => {
  it('lasts holdMinutes (30 by default) from the booking', () => {
    expect(holdUntilFor(NOW, DEFAULT_HOLD_RULES)).toEqual(minutes(30));
  });

  it.each([
    ['requested, hold running', { status: 'requested', holdUntil: minutes(1) }, true, false],
    ['requested, hold ran out', { status: 'requested', holdUntil: minutes(-1) }, true, true],
    ['requested, hold ends now', { status: 'requested', holdUntil: NOW }, true, true],
    ['confirmed by the visitor (no hold)', { status: 'requested', holdUntil: null }, false, false],
    ['confirmed by staff', { status: 'confirmed', holdUntil: minutes(-5) }, false, false],
    ['cancelled', { status: 'cancelled', holdUntil: minutes(-5) }, false, false],
  ])('%s: held %s, expired %s', (_name, state, held, expired) => {
    expect(isHeld(state)).toBe(held);
    expect(holdExpired(state, NOW)).toBe(expired);
  });
});

describe('caps per contact', () => {
  it.each([
    [{ email: 0, phone: 0 }, undefined],
    [{ email: 1, phone: 1 }, undefined],
    [{ email: 2, phone: 0 }, 'email'],
    [{ email: 0, phone: 2 }, 'phone'],
    [{ email: 5, phone: 5 }, 'email'],
  ] as const)('open %j: refused on %s', (open, refusal) => {
    expect(contactAtCap(open, DEFAULT_HOLD_RULES)).toBe(refusal);
  });

  it.each([
    ['+1 (416) 555-0100', '4165550100'],
    ['416.555.0100', '4165550100'],
    ['1-416-555-0100', '4165550100'],
    ['555 0100', '5550100'],
    ['12345', null],
    ['', null],
    [null, null],
  ])('phone %j counts as %j', (phone, key) => expect(phoneKey(phone)).toBe(key));
});

describe('the hourly ceiling', () => {
  it('is reached at holdsPerHour holds', () => {
    expect(ceilingReached(29, DEFAULT_HOLD_RULES)).toBe(false);
    expect(ceilingReached(30, DEFAULT_HOLD_RULES)).toBe(true);
  });

  it.each([
    [{ network: 0, lastHour: 0 }, true],
    [{ network: 2, lastHour: 29 }, true],
    [{ network: 3, lastHour: 0 }, false],
    [{ network: 0, lastHour: 30 }, false],
    [{ network: 50, lastHour: 500 }, false],
  ])('a new hold with %j keeping slots keeps its own: %s (nobody is refused either way)', (held, keeps) => {
    expect(holdKeepsSlot(held, DEFAULT_HOLD_RULES)).toBe(keeps);
  });

  it('alerts staff once an hour at most', () => {
    expect(shouldAlertCeiling(null, NOW)).toBe(true);
    expect(shouldAlertCeiling(minutes(-59), NOW)).toBe(false);
    expect(shouldAlertCeiling(minutes(-60), NOW)).toBe(true);
  });
});

describe('manage links', () => {
  it('work until the appointment ends, not after', () => {
    expect(manageLinkExpired({ endsAt: minutes(1) }, NOW)).toBe(false);
    expect(manageLinkExpired({ endsAt: NOW }, NOW)).toBe(true);
    expect(manageLinkExpired({ endsAt: minutes(-60 * 24) }, NOW)).toBe(true);
  });
});

describe('groupHolds', () => {
  it('puts a flood from one network, e-mail or phone on top, and leaves single holds out', () => {
    const flood = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      email: i % 2 ? 'A@x.test' : 'a@x.test',
      phone: null,
      clientNetwork: '2001:db8:1:2::/64',
    }));
    const other = { id: 99, email: 'b@y.test', phone: '416-555-0100', clientNetwork: '203.0.113.7' };
    const groups = groupHolds([...flood, other]);
    expect(groups).toEqual([
      { by: 'network', value: '2001:db8:1:2::/64', ids: [1, 2, 3, 4, 5] },
      { by: 'email', value: 'a@x.test', ids: [1, 2, 3, 4, 5] },
    ]);
  });
});

describe('the deadline to confirm', () => {
  // Monday to Saturday 10:00-18:00, closed on Sunday.
  const day = { opens: '10:00', closes: '18:00' };
  const week: WeeklyHours = [null, day, day, day, day, day, day];
  const at = (date: string, time: string) => zonedInstant(date, time)!;
  const far = at('2030-03-20', '10:00');

  it('is holdMinutes from the booking while the gallery is open', () => {
    expect(confirmDeadline(at('2030-03-05', '11:00'), DEFAULT_HOLD_RULES, week, far)).toEqual({
      until: at('2030-03-05', '11:30'),
      overnight: false,
    });
  });

  it.each([
    ['late in the evening', '2030-03-05', '23:10', '2030-03-06'],
    ['just after midnight', '2030-03-06', '00:20', '2030-03-06'],
    ['early in the morning, before opening', '2030-03-06', '06:00', '2030-03-06'],
    ['half an hour before closing', '2030-03-05', '17:45', '2030-03-06'],
    ['on Saturday night, over a closed Sunday', '2030-03-09', '22:00', '2030-03-11'],
  ])('booked %s: the next closing time, never the middle of the night', (_when, date, time, closingDay) => {
    const deadline = confirmDeadline(at(date, time), DEFAULT_HOLD_RULES, week, far);
    expect(deadline).toEqual({ until: at(closingDay, '18:00'), overnight: true });
  });

  it('skips a closed date', () => {
    const deadline = confirmDeadline(
      at('2030-12-24', '22:00'),
      DEFAULT_HOLD_RULES,
      week,
      at('2031-01-10', '10:00'),
      (d) => d === '2030-12-25' || d === '2030-12-26',
    );
    expect(deadline.until).toEqual(at('2030-12-27', '18:00'));
  });

  it('is never later than the appointment', () => {
    const startsAt = at('2030-03-06', '10:00');
    expect(confirmDeadline(at('2030-03-05', '23:00'), DEFAULT_HOLD_RULES, week, startsAt).until).toEqual(startsAt);
    expect(confirmDeadline(at('2030-03-05', '11:00'), DEFAULT_HOLD_RULES, week, at('2030-03-05', '11:15')).until).toEqual(
      at('2030-03-05', '11:15'),
    );
  });
});
