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
});
