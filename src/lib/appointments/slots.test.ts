import { describe, expect, it } from 'vitest';
import { defaultWeeklyHours, weeklyHoursText, type WeeklyHours } from './opening-hours';
import { DEFAULT_SLOT_RULES, freeSlots, findFreeSlot, isClosedDate, openingSlots, type SlotRules } from './slots';
import { addDays, formatSlotTime, isCalendarDate, zonedDate, zonedInstant } from './time-zone';

const iso = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());
const week = (day: { opens: string; closes: string } | null): WeeklyHours => [day, day, day, day, day, day, day];
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  weeklyHours: defaultWeeklyHours(),
  slotMinutes: 60,
  bays: 1,
  noticeMinutes: 120,
  ...over,
});
const longAgo = new Date('2000-01-01T00:00:00Z');
const empty = { booked: [], blocked: [], now: longAgo };

describe('opening hours give the slots', () => {
  it('a weekday (Mon 9-7, winter, UTC-5) has ten one-hour slots from 9 AM', () => {
    const slots = freeSlots('2026-11-23', rules(), empty);
    expect(slots).toHaveLength(10);
    expect(slots[0].start.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(slots.at(-1)!.end.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(slots.map((s) => formatSlotTime(s.start))).toContain('6:00 PM');
  });

  it('Saturday follows its own hours (10-5, summer, UTC-4)', () => {
    expect(iso(freeSlots('2026-07-11', rules(), empty))).toEqual(
      ['14', '15', '16', '17', '18', '19', '20'].map((h) => `2026-07-11T${h}:00:00.000Z`),
    );
  });

  it('Sunday (by appointment only, no published hours) has no bookable slots', () => {
    expect(freeSlots('2026-11-22', rules(), empty)).toEqual([]);
  });

  it('a slot must end by closing time: 45-minute slots from 10:00 to 17:00 stop at 16:00', () => {
    const slots = freeSlots('2026-11-28', rules({ slotMinutes: 45 }), empty);
    expect(slots.map((s) => formatSlotTime(s.start))).toEqual([
      '10:00 AM',
      '10:45 AM',
      '11:30 AM',
      '12:15 PM',
      '1:00 PM',
      '1:45 PM',
      '2:30 PM',
      '3:15 PM',
      '4:00 PM',
    ]);
  });
});

describe('DST change days in Toronto', () => {
  const sunday = rules({ weeklyHours: week({ opens: '10:00', closes: '14:00' }) });

  it('spring forward (2026-03-08): 10 AM is 14:00 UTC (EDT), the day before it was 15:00 UTC (EST)', () => {
    expect(iso(freeSlots('2026-03-07', sunday, empty))[0]).toBe('2026-03-07T15:00:00.000Z');
    expect(iso(freeSlots('2026-03-08', sunday, empty))).toEqual([
      '2026-03-08T14:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
      '2026-03-08T16:00:00.000Z',
      '2026-03-08T17:00:00.000Z',
    ]);
  });

  it('fall back (2026-11-01): 10 AM is 15:00 UTC (EST), the day before it was 14:00 UTC (EDT)', () => {
    expect(iso(freeSlots('2026-10-31', sunday, empty))[0]).toBe('2026-10-31T14:00:00.000Z');
    expect(iso(freeSlots('2026-11-01', sunday, empty))).toEqual([
      '2026-11-01T15:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
      '2026-11-01T17:00:00.000Z',
      '2026-11-01T18:00:00.000Z',
    ]);
  });

  it('hours across the spring gap (1 AM-4 AM) hold the two real hours: 1 AM EST and 3 AM EDT', () => {
    const night = rules({ weeklyHours: week({ opens: '01:00', closes: '04:00' }) });
    const slots = openingSlots('2026-03-08', night);
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
    expect(slots.map((s) => formatSlotTime(s.startsAt))).toEqual(['1:00 AM', '3:00 AM']);
  });

  it('hours across the autumn overlap (1 AM-4 AM) hold four real hours, 1 AM twice (EDT then EST)', () => {
    const night = rules({ weeklyHours: week({ opens: '01:00', closes: '04:00' }) });
    const slots = openingSlots('2026-11-01', night);
    expect(slots).toHaveLength(4);
    expect(slots.map((s) => formatSlotTime(s.startsAt, true))).toEqual(['1:00 AM EDT', '1:00 AM EST', '2:00 AM EST', '3:00 AM EST']);
  });

  it('opening at a time the spring change skips opens at the first real minute after it', () => {
    const skipped = rules({ weeklyHours: week({ opens: '02:30', closes: '05:00' }) });
    expect(openingSlots('2026-03-08', skipped).map((s) => formatSlotTime(s.startsAt))).toEqual(['3:00 AM', '4:00 AM']);
  });

  it('zonedInstant: a skipped time does not exist, a repeated one is the first', () => {
    expect(zonedInstant('2026-03-08', '02:30')).toBeNull();
    expect(zonedInstant('2026-11-01', '01:30')!.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedDate(new Date('2026-11-02T03:30:00Z'))).toBe('2026-11-01');
  });
});

describe('notice', () => {
  it('slots starting less than 2 hours from now are not offered; exactly 2 hours is', () => {
    const now = new Date('2026-11-23T16:00:00Z'); // 11:00 AM Toronto
    const slots = freeSlots('2026-11-23', rules(), { ...empty, now });
    expect(formatSlotTime(slots[0].start)).toBe('1:00 PM');
    const late = freeSlots('2026-11-23', rules(), { ...empty, now: new Date('2026-11-23T16:00:01Z') });
    expect(formatSlotTime(late[0].start)).toBe('2:00 PM');
  });

  it('a day in the past has nothing', () => {
    expect(freeSlots('2026-11-20', rules(), { ...empty, now: new Date('2026-11-23T12:00:00Z') })).toEqual([]);
  });
});

describe('blocked periods and closed days', () => {
  it('a blocked afternoon removes every slot it touches, even partly', () => {
    const blocked = [{ startsAt: new Date('2026-11-23T18:30:00Z'), endsAt: new Date('2026-11-23T20:00:00Z') }]; // 1:30-3:00 PM
    const times = freeSlots('2026-11-23', rules(), { ...empty, blocked }).map((s) => formatSlotTime(s.start));
    expect(times).not.toContain('1:00 PM');
    expect(times).not.toContain('2:00 PM');
    expect(times).toContain('12:00 PM');
    expect(times).toContain('3:00 PM');
  });

  it('a closed day (blocked midnight to midnight) has no slots; the next day is untouched', () => {
    const blocked = [{ startsAt: zonedInstant('2026-12-24', '00:00')!, endsAt: zonedInstant('2026-12-25', '00:00')! }];
    expect(freeSlots('2026-12-24', rules(), { ...empty, blocked })).toEqual([]);
    expect(freeSlots('2026-12-23', rules(), { ...empty, blocked })).toHaveLength(10);
  });
});

describe('bays and vehicles', () => {
  const ten = new Date('2026-11-28T15:00:00Z'); // Sat 10 AM
  const eleven = new Date('2026-11-28T16:00:00Z');
  it('a slot with its only bay taken is gone', () => {
    const booked = [{ startsAt: ten, endsAt: eleven, bay: 1 }];
    expect(findFreeSlot(ten, '2026-11-28', rules(), { ...empty, booked })).toBeUndefined();
  });
  it('with two bays the second one is offered', () => {
    const booked = [{ startsAt: ten, endsAt: eleven, bay: 1 }];
    expect(findFreeSlot(ten, '2026-11-28', rules({ bays: 2 }), { ...empty, booked })?.freeBays).toEqual([2]);
  });
  it('an appointment overlapping only part of a slot still takes its bay (after a slot length change)', () => {
    const booked = [{ startsAt: new Date('2026-11-28T15:30:00Z'), endsAt: new Date('2026-11-28T16:30:00Z'), bay: 1 }];
    const times = freeSlots('2026-11-28', rules(), { ...empty, booked }).map((s) => formatSlotTime(s.start));
    expect(times.slice(0, 2)).toEqual(['12:00 PM', '1:00 PM']);
  });
  it('one vehicle cannot be in two appointments at once, whatever the bays', () => {
    const booked = [{ startsAt: ten, endsAt: eleven, bay: 1, vehicleId: 7 }];
    const r = rules({ bays: 3 });
    expect(findFreeSlot(ten, '2026-11-28', r, { ...empty, booked, vehicleId: 7 })).toBeUndefined();
    expect(findFreeSlot(ten, '2026-11-28', r, { ...empty, booked, vehicleId: 8 })?.freeBays).toEqual([2, 3]);
  });
  it('a start between slots is not a slot', () => {
    expect(findFreeSlot(new Date('2026-11-28T15:30:00Z'), '2026-11-28', rules(), empty)).toBeUndefined();
  });
});

describe('published hours and dates', () => {
  it('the default week reads as the site publishes it', () => {
    expect(weeklyHoursText(defaultWeeklyHours())).toEqual([
      { days: 'Monday – Friday', text: '9 AM – 7 PM' },
      { days: 'Saturday', text: '10 AM – 5 PM' },
      { days: 'Sunday', text: 'By appointment' },
    ]);
  });
  it('calendar dates are checked', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('closed dates', () => {
  it("ship closed on Christmas Day, Boxing Day and New Year's Day, every year", () => {
    const shipped = rules({ closedDates: DEFAULT_SLOT_RULES.closedDates });
    for (const date of ['2026-12-25', '2026-12-26', '2027-01-01', '2030-12-25']) expect(freeSlots(date, shipped, empty)).toEqual([]);
    // The days around them keep their hours (2026-12-24 is a Thursday, 2027-01-02 a Saturday).
    expect(freeSlots('2026-12-24', shipped, empty).length).toBeGreaterThan(0);
    expect(freeSlots('2027-01-02', shipped, empty).length).toBeGreaterThan(0);
  });

  it('a one-off date closes that day only; none closes nothing', () => {
    expect(isClosedDate('2026-12-24', ['2026-12-24'])).toBe(true);
    expect(isClosedDate('2027-12-24', ['2026-12-24'])).toBe(false);
    expect(isClosedDate('2026-12-25', ['12-25'])).toBe(true);
    expect(isClosedDate('2026-12-25', [])).toBe(false);
    expect(isClosedDate('2026-12-25', undefined)).toBe(false);
    expect(freeSlots('2026-12-25', rules({ closedDates: [] }), empty).length).toBeGreaterThan(0);
  });
});
