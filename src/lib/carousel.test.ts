import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [2, 4, 3, 0],
    [0, -7, 3, 2],
  ])('from %i by %i among %i gives %i', (index, delta, count, expected) => {
    expect(wrapIndex(index, delta, count)).toBe(expected);
  });
});

describe('swipeStep', () => {
  it('a swipe to the left asks for the next photo, to the right for the previous one', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(90, -5)).toBe(-1);
  });
  it('a tap, a short drag or a vertical scroll is not a swipe', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-25, 0)).toBe(0);
    expect(swipeStep(-60, 200)).toBe(0);
  });
});
