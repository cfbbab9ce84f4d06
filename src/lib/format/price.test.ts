import { describe, expect, it } from 'vitest';
import { formatPrice, formatVehiclePrice, NO_PRICE, priceOrHidden } from './price';

describe('formatPrice', () => {
  it.each([
    [289900, '$289,900'],
    [0, '$0'],
    [-0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1_234_567, '$1,234,567'],
    [100_000_000, '$100,000,000'],
    [Number.MAX_SAFE_INTEGER, '$9,007,199,254,740,991'],
    [-5000, '-$5,000'],
    [-0.4, '$0'],
    [1999.49, '$1,999'],
    [1999.5, '$2,000'],
    [0.5, '$1'],
  ])('shows %s as %s: whole dollars, thousands separators, bare $', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])('never prints a non-number such as %s', (amount) => {
    expect(formatPrice(amount)).toBe(NO_PRICE);
  });

  it('never shows the CAD code or a CA$ prefix', () => {
    expect(formatPrice(150000)).not.toMatch(/CA|CAD/);
  });
});

describe.each([
  { status: 'available', card: '$289,900', page: '$289,900' },
  { status: 'reserved', card: '$289,900', page: '$289,900' },
  { status: 'pending', card: '$289,900', page: '$289,900' },
  { status: 'sold', card: 'Sold', page: 'Price Hidden' },
] as const)('a $status vehicle', ({ status, card, page }) => {
  const vehicle = { price: 289900, status };
  it(`shows '${card}' on its card`, () => expect(formatVehiclePrice(vehicle)).toBe(card));
  it(`shows '${page}' on its page`, () => expect(priceOrHidden(vehicle)).toBe(page));
});
