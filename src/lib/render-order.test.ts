import { describe, expect, it } from 'vitest';
import { renderOrder } from './render-order';

const name = (n: number) => n.toString(16).padStart(32, '0');
const url = (n: number) => `/media/${name(n)}.webp`;

describe('the render order of deferred demo photos', () => {
  it('renders the first photo of each car the first pages show first, in their order, then their other photos, then the rest', () => {
    const pending = [1, 2, 3, 4, 5, 6, 7, 8].map(name);
    // Two cars on the first pages: [5, 6] and [3, 7]; 1, 2, 4 and 8 are photos of cars further back.
    const shown = [
      [url(5), url(6)],
      [url(3), url(7)],
    ];
    expect(renderOrder(pending, shown)).toEqual([5, 3, 6, 7, 1, 2, 4, 8].map(name));
  });

  it('ignores what is not pending and keeps the rest in place', () => {
    expect(renderOrder([name(2), name(1)], [[url(9)], ['/art/hero.webp']])).toEqual([name(2), name(1)]);
  });
});
