import { describe, expect, it } from 'vitest';
import {
  formatDealerLongDate,
  torontoToday,
  daysBetween,
  formatDate,
  formatDateTime,
  formatDayRange,
  formatRegisterDate,
  parseRegisterDate,
  toDate,
  toRegisterDate,
  UNKNOWN_DATE,
} from './dates';

// Local-time constructors keep these tests true in every time zone.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('formatRegisterDate', () => {
  it.each([
    ['a register date', '2025/03/05', 'Mar 05, 2025'],
    ['an ISO day, read as that local day (not UTC midnight)', '2025-03-05', 'Mar 05, 2025'],
    ['a Date', local(2025, 12, 31, 23, 59), 'Dec 31, 2025'],
    ['epoch milliseconds', local(2024, 2, 29).getTime(), 'Feb 29, 2024'],
    ['a padded register date', '  2025/03/05 ', 'Mar 05, 2025'],
  ])('shows %s with a two-digit day: %s → %s', (_, input, expected) => {
    expect(formatRegisterDate(input)).toBe(expected);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['text', 'yesterday'],
    ['a day that does not exist', '2025/02/30'],
    ['an ISO day that does not exist', '2025-13-01'],
    ['an invalid Date', new Date('nope')],
    ['NaN', NaN],
    ['unicode digits', '２０２５/０３/０５'],
  ])("shows 'Unknown date' for %s", (_, input) => {
    expect(formatRegisterDate(input)).toBe(UNKNOWN_DATE);
  });
});

describe('parseRegisterDate', () => {
  it.each([
    ['2025/03/05', local(2025, 3, 5)],
    ['2024/02/29', local(2024, 2, 29)],
    ['1900/01/01', local(1900, 1, 1)],
    [
      '0099/12/31',
      (() => {
        const d = local(2000, 12, 31);
        d.setFullYear(99);
        return d;
      })(),
    ],
  ])('reads %s as local midnight of that day', (input, expected) => {
    expect(parseRegisterDate(input)?.getTime()).toBe(expected.getTime());
  });

  it.each([
    '2025/02/30',
    '2023/02/29',
    '2025/13/01',
    '2025/00/10',
    '2025/04/31',
    '2025/3/5',
    '2025-03-05',
    '05/03/2025',
    ' 2025/03/05',
    '2025/03/05 ',
    '',
    '２０２５/０３/０５',
    null,
    undefined,
  ])('rejects %j', (input) => {
    expect(parseRegisterDate(input)).toBeNull();
  });
});

describe('toRegisterDate', () => {
  it.each([
    [local(2025, 3, 5), '2025/03/05'],
    [local(2025, 12, 31, 23, 59), '2025/12/31'],
    [local(2025, 1, 1, 0, 0), '2025/01/01'],
    [local(999, 6, 9), '0999/06/09'],
  ])('writes %s as %s in local time', (date, expected) => {
    expect(toRegisterDate(date)).toBe(expected);
  });

  it.each(['2025/03/05', '2024/02/29', '1999/12/31'])('round-trips %s with parseRegisterDate', (text) => {
    expect(toRegisterDate(parseRegisterDate(text)!)).toBe(text);
  });
});

describe('formatDate and formatDateTime', () => {
  it.each([
    [local(2025, 3, 5, 14, 7), 'Mar 5, 2025', 'Mar 5, 2025, 2:07 PM'],
    [local(2025, 11, 15, 0, 0), 'Nov 15, 2025', 'Nov 15, 2025, 12:00 AM'],
    [local(2025, 1, 1, 12, 30), 'Jan 1, 2025', 'Jan 1, 2025, 12:30 PM'],
  ])('show %s as %s / %s', (date, day, dayTime) => {
    expect(formatDate(date)).toBe(day);
    expect(formatDateTime(date)).toBe(dayTime);
    expect(formatDate(date.toISOString())).toBe(day);
    expect(formatDateTime(date.getTime())).toBe(dayTime);
  });

  it('uses plain spaces only, so server and browser render the same text', () => {
    expect(formatDateTime(local(2025, 3, 5, 14, 7))).not.toMatch(/[\u202f\u00a0]/);
  });

  it.each([undefined, null, '', 'garbage', new Date(NaN)])("fall back to 'Unknown date' or the given text for %j", (input) => {
    expect(formatDate(input)).toBe(UNKNOWN_DATE);
    expect(formatDateTime(input)).toBe(UNKNOWN_DATE);
    expect(formatDate(input, 'N/A')).toBe('N/A');
    expect(formatDateTime(input, 'N/A')).toBe('N/A');
  });
});

describe('toDate', () => {
  it.each([
    ['an ISO timestamp', '2025-03-05T14:07:00.000Z', Date.UTC(2025, 2, 5, 14, 7)],
    ['epoch 0', 0, 0],
    ['a register date', '2025/03/05', local(2025, 3, 5).getTime()],
  ])('reads %s', (_, input, ms) => {
    expect(toDate(input)?.getTime()).toBe(ms);
  });
  it.each([Infinity, -Infinity, 8.64e15 + 1])('rejects the out-of-range number %s', (input) => {
    expect(toDate(input)).toBeNull();
  });
});

describe('daysBetween', () => {
  it.each([
    ['the same instant', local(2025, 3, 5, 9), local(2025, 3, 5, 9), 0],
    ['the same day at different times', local(2025, 3, 5, 0, 1), local(2025, 3, 5, 23, 59), 0],
    ['late one evening to early the next morning', local(2025, 3, 5, 23, 59), local(2025, 3, 6, 0, 1), 1],
    ['thirty days', local(2025, 3, 1), local(2025, 3, 31), 30],
    ['backwards in time', local(2025, 3, 31), local(2025, 3, 1), -30],
    ['across the spring DST change', local(2025, 3, 8, 12), local(2025, 3, 10, 12), 2],
    ['across the autumn DST change', local(2025, 10, 25, 12), local(2025, 11, 4, 12), 10],
    ['a leap year', local(2024, 1, 1), local(2025, 1, 1), 366],
    ['register strings', '2025/01/01', '2025/03/01', 59],
  ])('counts %s as %i days', (_, from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    [null, local(2025, 1, 1)],
    [local(2025, 1, 1), undefined],
    ['2025/02/30', '2025/03/01'],
  ])('is null when a date is missing or invalid (%j, %j)', (from, to) => {
    expect(daysBetween(from, to)).toBeNull();
  });
});

describe('formatDayRange', () => {
  it.each([
    ['a range within one year', '2026-10-26T04:00:00.000Z', '2026-11-24T15:29:00.000Z', 'Oct 26 – Nov 24, 2026'],
    ['a range across the new year', '2025-12-20T05:00:00.000Z', '2026-01-18T17:00:00.000Z', 'Dec 20, 2025 – Jan 18, 2026'],
    // 03:30 UTC on Nov 25 is still the evening of Nov 24 in Vaughan.
    ['instants late in the dealer’s evening', '2026-11-01T12:00:00.000Z', '2026-11-25T03:30:00.000Z', 'Nov 1 – 24, 2026'],
    ['one day', '2026-11-24T13:00:00.000Z', '2026-11-24T20:00:00.000Z', 'Nov 24, 2026'],
  ])('formats %s in the dealer’s time zone', (_, from, to, expected) => {
    expect(formatDayRange(from, to)).toBe(expected);
  });

  it('says the date is unknown when one end is missing', () => {
    expect(formatDayRange(null, '2026-11-24T13:00:00.000Z')).toBe(UNKNOWN_DATE);
  });
});

describe("the dealer's day", () => {
  it("takes today in Toronto, not in UTC (03:00 UTC is still yesterday's evening there)", () => {
    expect(torontoToday(new Date('2027-01-15T03:00:00Z'))).toBe('2027-01-14');
    expect(torontoToday(new Date('2027-01-15T05:00:00Z'))).toBe('2027-01-15');
  });

  it('writes a long date as Toronto reads it', () => {
    expect(formatDealerLongDate(new Date('2026-11-28T03:00:00Z'))).toBe('November 27, 2026');
    expect(formatDealerLongDate(new Date('2026-07-01T16:00:00Z'))).toBe('July 1, 2026');
  });
});
