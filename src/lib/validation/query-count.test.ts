import { describe, expect, it } from 'vitest';
import { countQuery } from './query-count';

describe('countQuery', () => {
  const days = countQuery('Days', 400, 28);
  it('takes a whole number from 1 to the maximum, from a query string', () => {
    expect(days.parse('1')).toBe(1);
    expect(days.parse('400')).toBe(400);
  });
  it('falls back when the field is not given', () => {
    expect(days.parse(undefined)).toBe(28);
  });
  it('refuses anything else with one message naming the field and its range', () => {
    for (const bad of ['0', '401', '2.5', 'abc', '-3']) {
      const result = days.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0].message).toBe('Days must be a whole number from 1 to 400');
    }
  });
});
