import { describe, expect, it } from 'vitest';
import { isRecentlyReduced, type PriceChange } from './price-history';

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const change = (patch: Partial<PriceChange>): PriceChange => ({
  oldPrice: 300_000,
  newPrice: 289_900,
  oldOnRequest: false,
  newOnRequest: false,
  createdAt: daysAgo(3),
  ...patch,
});

describe('isRecentlyReduced', () => {
  it('says "Price reduced" for 30 days after a reduction, not after', () => {
    expect(isRecentlyReduced(change({}), now)).toBe(true);
    expect(isRecentlyReduced(change({ createdAt: daysAgo(30) }), now)).toBe(true);
    expect(isRecentlyReduced(change({ createdAt: daysAgo(31) }), now)).toBe(false);
  });

  it('is not a reduction when the price went up or stayed, or when there is no earlier price', () => {
    expect(isRecentlyReduced(change({ newPrice: 310_000 }), now)).toBe(false);
    expect(isRecentlyReduced(change({ newPrice: 300_000 }), now)).toBe(false);
    expect(isRecentlyReduced(change({ oldPrice: null, oldOnRequest: null }), now)).toBe(false);
    expect(isRecentlyReduced(undefined, now)).toBe(false);
  });

  it('is not a reduction to or from "price on request" (no shown price to compare)', () => {
    expect(isRecentlyReduced(change({ oldOnRequest: true }), now)).toBe(false);
    expect(isRecentlyReduced(change({ newOnRequest: true }), now)).toBe(false);
  });
});
