import { describe, expect, it } from 'vitest';
import { formatMileage } from './mileage';

describe('formatMileage', () => {
  it.each([
    [12345, '12,345 km'],
    [0, '0 km'],
    [-0, '0 km'],
    [7, '7 km'],
    [999.6, '1,000 km'],
    [1_000_000, '1,000,000 km'],
    [5_000_000_000, '5,000,000,000 km'],
    [-12, '-12 km'],
    [NaN, '—'],
    [Infinity, '—'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatMileage(input)).toBe(expected);
  });
});
