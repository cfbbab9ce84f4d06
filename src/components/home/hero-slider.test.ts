import { describe, expect, it } from 'vitest';
import { wrapIndex } from './hero-slider';

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
