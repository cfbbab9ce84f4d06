import { describe, expect, it } from 'vitest';
import { gridHours, placeInDay, weekDates, weekShown, weekStart, weekTitle } from './calendar';
import { defaultWeeklyHours } from './opening-hours';

describe('staff week', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on Monday %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
  });

  it.each([
    ['2026-12-09', '2026-12-07'],
    [null, '2026-11-23'],
    ['', '2026-11-23'],
    ['2026-02-30', '2026-11-23'],
    ['next week', '2026-11-23'],
  ])('opens on the week asked for (%s), else this week: Monday %s', (asked, monday) => {
    expect(weekShown(asked, '2026-11-28')).toBe(monday);
  });

  it('has seven dates, across a month end', () => {
    expect(weekDates('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it.each([
    ['2026-11-23', 'November 23 – 29, 2026'],
    ['2026-11-30', 'November 30 – December 6, 2026'],
    ['2026-12-28', 'December 28, 2026 – January 3, 2027'],
  ])('titles %s as %s', (monday, title) => {
    expect(weekTitle(monday)).toBe(title);
  });
});

describe('grid placement', () => {
  const hours = gridHours(defaultWeeklyHours());
  it('spans the earliest opening to the latest closing', () => {
    expect(hours).toEqual({ from: 9 * 60, to: 19 * 60 });
  });

  it('widens to show an appointment outside the hours', () => {
    const late = { startsAt: new Date('2026-11-24T00:30:00Z'), endsAt: new Date('2026-11-24T01:30:00Z') }; // 7:30-8:30 PM Toronto
    expect(gridHours(defaultWeeklyHours(), [late])).toEqual({ from: 9 * 60, to: 21 * 60 });
  });

  it('places a 10-11 AM appointment a tenth of the way down, a tenth tall', () => {
    const at = { startsAt: new Date('2026-11-23T15:00:00Z'), endsAt: new Date('2026-11-23T16:00:00Z') };
    expect(placeInDay(at, '2026-11-23', hours)).toEqual({ top: 10, height: 10 });
    expect(placeInDay(at, '2026-11-24', hours)).toBeNull();
  });

  it('keeps the printed time on a DST change day (10 AM EDT and 10 AM EST sit at the same height)', () => {
    const spring = { startsAt: new Date('2026-03-08T14:00:00Z'), endsAt: new Date('2026-03-08T15:00:00Z') };
    const autumn = { startsAt: new Date('2026-11-01T15:00:00Z'), endsAt: new Date('2026-11-01T16:00:00Z') };
    expect(placeInDay(spring, '2026-03-08', hours)).toEqual(placeInDay(autumn, '2026-11-01', hours));
  });

  it('a closed day (midnight to midnight) fills the column, on each day of a multi-day block', () => {
    const block = { startsAt: new Date('2026-12-24T05:00:00Z'), endsAt: new Date('2026-12-26T05:00:00Z') };
    expect(placeInDay(block, '2026-12-24', hours)).toEqual({ top: 0, height: 100 });
    expect(placeInDay(block, '2026-12-25', hours)).toEqual({ top: 0, height: 100 });
    expect(placeInDay(block, '2026-12-26', hours)).toBeNull();
  });
});
