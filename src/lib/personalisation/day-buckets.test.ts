import { describe, expect, it } from 'vitest';
import { countPerDay, dayOf, lastDays, startOfDay } from './day-buckets';

describe('analytics days (America/Toronto)', () => {
  it('reads an instant as the Toronto calendar day', () => {
    expect(dayOf(Date.parse('2025-04-14T03:30:00Z'))).toBe('2025-04-13');
    expect(dayOf(Date.parse('2025-04-14T04:30:00Z'))).toBe('2025-04-14');
  });

  it('finds local midnight in summer and winter time', () => {
    expect(new Date(startOfDay('2025-07-01')).toISOString()).toBe('2025-07-01T04:00:00.000Z');
    expect(new Date(startOfDay('2025-01-15')).toISOString()).toBe('2025-01-15T05:00:00.000Z');
  });

  it('lists the last n days ending today and counts visits into them, zeros included', () => {
    const now = Date.parse('2025-04-14T15:00:00Z');
    const { days, from } = lastDays(now, 3);
    expect(days).toEqual(['2025-04-12', '2025-04-13', '2025-04-14']);
    expect(new Date(from).toISOString()).toBe('2025-04-12T04:00:00.000Z');
    const visits = [
      Date.parse('2025-04-12T05:00:00Z'),
      Date.parse('2025-04-14T10:00:00Z'),
      Date.parse('2025-04-14T11:00:00Z'),
      Date.parse('2025-04-01T11:00:00Z'),
    ];
    expect(countPerDay(visits, days)).toEqual([
      { date: '2025-04-12', visits: 1 },
      { date: '2025-04-13', visits: 0 },
      { date: '2025-04-14', visits: 2 },
    ]);
  });

  it('keeps 30 days in a 30-day window late in the evening after the clocks fell back (a 25-hour day)', () => {
    // 11:21 pm in Toronto on Nov 27, 2026; the clocks fell back on Nov 1.
    const { days, from } = lastDays(Date.parse('2026-11-28T04:21:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(new Set(days).size).toBe(30);
    expect(days[0]).toBe('2026-10-29');
    expect(days.at(-1)).toBe('2026-11-27');
    expect(new Date(from).toISOString()).toBe('2026-10-29T04:00:00.000Z');
  });

  it('counts a spring-forward day once too', () => {
    const { days } = lastDays(Date.parse('2026-03-09T03:30:00Z'), 3);
    expect(days).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
  });
});
