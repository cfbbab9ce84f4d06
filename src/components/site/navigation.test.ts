import { describe, expect, it } from 'vitest';
import { COLLECTION_LINKS, isActivePath } from './navigation';

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/inventory', '/', false],
    ['/inventory', '/inventory', true],
    ['/inventory/', '/inventory', true],
    ['/inventory/12', '/inventory', true],
    ['/inventory-old', '/inventory', false],
    ['/about', '/contact', false],
  ])('%s with link %s → %s', (path, href, expected) => {
    expect(isActivePath(path, href)).toBe(expected);
  });
});

describe('COLLECTION_LINKS', () => {
  it('links the five categories and new arrivals', () => {
    expect(COLLECTION_LINKS.map((l) => l.href)).toEqual([
      '/inventory?category=sports-cars',
      '/inventory?category=luxury-sedans',
      '/inventory?category=suvs-crossovers',
      '/inventory?category=exotic-collection',
      '/inventory?category=convertibles',
      '/inventory?filter=new-arrivals',
    ]);
  });
});
