import { describe, expect, it } from 'vitest';
import { nextRunAt } from './time-of-day';

describe('nextRunAt', () => {
  it('is later today when the time has not come, else tomorrow (local time)', () => {
    const now = new Date(2026, 10, 24, 2, 30, 0);
    expect(nextRunAt(now, [3, 0, 0])).toEqual(new Date(2026, 10, 24, 3, 0, 0));
    expect(nextRunAt(new Date(2026, 10, 24, 3, 0, 0), [3, 0, 0])).toEqual(new Date(2026, 10, 25, 3, 0, 0));
    expect(nextRunAt(new Date(2026, 11, 31, 23, 0, 0), [3, 0, 0])).toEqual(new Date(2027, 0, 1, 3, 0, 0));
  });
});
