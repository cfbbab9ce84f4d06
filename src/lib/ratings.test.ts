import { describe, expect, it } from 'vitest';
import { starParts } from './ratings';

describe('starParts', () => {
  it.each([
    [5, 5, 0, 0],
    [4, 4, 0, 1],
    [0, 0, 0, 5],
    [4.5, 4, 1, 0],
    [4.49, 4, 0, 1],
    [4.99, 4, 1, 0],
    [0.5, 0, 1, 4],
    [0.49, 0, 0, 5],
    [3.5, 3, 1, 1],
    [-0, 0, 0, 5],
    [-1, 0, 0, 5],
    [-Infinity, 0, 0, 5],
    [5.5, 5, 0, 0],
    [1e9, 5, 0, 0],
    [Infinity, 5, 0, 0],
    [NaN, 0, 0, 5],
  ])('draws %s as %i full, %i half, %i empty', (rating, full, half, empty) => {
    const parts = starParts(rating);
    expect(parts).toEqual({ full, half, empty });
    expect(parts.full + parts.half + parts.empty).toBe(5);
  });
});
