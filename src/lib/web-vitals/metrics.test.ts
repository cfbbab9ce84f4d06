import { describe, expect, it } from 'vitest';
import { callsForPoorAlert, formatWebVital, percentile, rateWebVital, roundWebVital, type WebVitalMetric } from './metrics';

describe('percentile (nearest rank)', () => {
  it('is null without values', () => {
    expect(percentile([], 0.75)).toBeNull();
  });

  it.each([
    [[5], 5],
    [[1, 2, 3, 4], 3],
    [[4, 3, 2, 1], 3],
    [[1, 2, 3, 4, 5], 4],
    [[10, 20, 30, 40, 50, 60, 70, 80], 60],
    [[100, 100, 100, 9000], 100],
  ])('p75 of %j is %d, one of the values', (values, p75) => {
    expect(percentile(values, 0.75)).toBe(p75);
  });

  it('p75 of 1 to 100 is 75; p100 the largest; a tiny p the smallest', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.75)).toBe(75);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile(values, 0.001)).toBe(1);
  });

  it('leaves its input in place', () => {
    const values = [3, 1, 2];
    percentile(values, 0.5);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("Google's thresholds", () => {
  it.each<[WebVitalMetric, number, string]>([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ])('%s %d is %s', (metric, value, rating) => {
    expect(rateWebVital(metric, value)).toBe(rating);
  });

  it('tells of a poor p75 only on 50 page views or more', () => {
    expect(callsForPoorAlert({ rating: 'poor', count: 50 })).toBe(true);
    expect(callsForPoorAlert({ rating: 'poor', count: 49 })).toBe(false);
    expect(callsForPoorAlert({ rating: 'needs-improvement', count: 5000 })).toBe(false);
  });
});

describe('rounding and writing', () => {
  it('keeps whole milliseconds and CLS to three decimals', () => {
    expect(roundWebVital('LCP', 2512.6)).toBe(2513);
    expect(roundWebVital('CLS', 0.123456)).toBe(0.123);
  });

  it.each<[WebVitalMetric, number, string]>([
    ['LCP', 2500, '2.5 s'],
    ['LCP', 640, '640 ms'],
    ['INP', 1200, '1200 ms'],
    ['CLS', 0.1, '0.10'],
    ['TTFB', 1800, '1.8 s'],
  ])('%s %d reads %s', (metric, value, text) => {
    expect(formatWebVital(metric, value)).toBe(text);
  });
});
