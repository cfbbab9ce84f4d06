import { describe, expect, it } from 'vitest';
import { inventorySummary, newest } from './employee-dashboard-figures';

describe('inventorySummary', () => {
  it('sums prices, counts featured and rounds the average', () => {
    expect(
      inventorySummary([
        { price: 100_000, isFeatured: true },
        { price: 200_001, isFeatured: false },
        { price: 50_000, isFeatured: true },
      ]),
    ).toEqual({
      count: 3,
      featured: 2,
      value: 350_001,
      average: 116_667,
    });
  });
  it('is all zeros for an empty inventory (no division by zero)', () => {
    expect(inventorySummary([])).toEqual({ count: 0, featured: 0, value: 0, average: 0 });
  });
});

describe('newest', () => {
  it('takes the latest n by date, then id', () => {
    const items = [
      { id: 1, createdAt: '2025-01-01T00:00:00Z' },
      { id: 2, createdAt: '2025-03-01T00:00:00Z' },
      { id: 3, createdAt: '2025-03-01T00:00:00Z' },
      { id: 4, createdAt: '2024-12-01T00:00:00Z' },
    ];
    expect(newest(items, 2).map((i) => i.id)).toEqual([3, 2]);
  });
});
