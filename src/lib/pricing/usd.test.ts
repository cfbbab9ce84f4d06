import { describe, expect, it } from 'vitest';
import { approximateUsd, formatRateDate, formatUsdApprox, rateDigits, usdRateInputSchema } from './usd';

describe('approximateUsd', () => {
  it.each([
    // 3 significant figures at most, never finer than US$100.
    [249_900, 0.715, 179_000], // 178,678.5
    [89_900, 0.715, 64_300], // 64,278.5
    [1_250_000, 0.7153, 894_000], // 894,125
    [3_400_000, 0.715, 2_430_000], // 2,431,000
    [9_000, 0.715, 6_400], // 6,435: US$100 steps below 10,000
    // A rate given with two figures earns two figures.
    [249_900, 0.72, 180_000],
    [249_900, 0.7, 200_000],
  ])('C$ %d at %d → US$ %d', (cad, rate, usd) => {
    expect(approximateUsd(cad, rate)).toBe(usd);
  });

  it('shows nothing for a missing price or rate', () => {
    expect(approximateUsd(0, 0.7)).toBe(0);
    expect(approximateUsd(100_000, 0)).toBe(0);
    expect(approximateUsd(Number.NaN, 0.7)).toBe(0);
  });

  it('formats with the approximate sign on one line', () => {
    expect(formatUsdApprox(249_900, 0.715)).toBe('≈\u00a0US$\u00a0179,000');
  });

  it('counts a rate’s significant digits', () => {
    expect(rateDigits(0.715)).toBe(3);
    expect(rateDigits(0.7)).toBe(1);
    expect(rateDigits(1.0125)).toBe(5);
  });
});

describe('formatRateDate', () => {
  it('writes each date the rate is of, also after another (the last one is kept)', () => {
    expect(formatRateDate('2026-11-20')).toBe('Nov 20, 2026');
    expect(formatRateDate('2026-11-20')).toBe('Nov 20, 2026');
    expect(formatRateDate('2027-01-02')).toBe('Jan 2, 2027');
    expect(formatRateDate('2026-11-20')).toBe('Nov 20, 2026');
  });
});

describe('usdRateInputSchema', () => {
  const schema = usdRateInputSchema(() => new Date('2026-11-28T12:00:00Z'));
  const issues = (v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('accepts a sane rate dated today or before, and nulls to turn it off', () => {
    expect(issues({ rate: 0.715, asOf: '2026-11-28' })).toEqual([]);
    expect(issues({ rate: null, asOf: null })).toEqual([]);
  });
  it.each([
    [{ rate: -0.7, asOf: '2026-11-20' }, 'rate'],
    [{ rate: 0, asOf: '2026-11-20' }, 'rate'],
    [{ rate: 7.15, asOf: '2026-11-20' }, 'rate'],
    [{ rate: 0.715, asOf: '2026-12-01' }, 'asOf'],
    [{ rate: 0.715, asOf: '2026-02-30' }, 'asOf'],
    [{ rate: 0.715, asOf: null }, 'asOf'],
  ])('refuses %o naming %s', (value, field) => {
    expect(issues(value)[0]).toMatch(new RegExp(`^${field}: `));
  });
});
