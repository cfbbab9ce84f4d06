import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, allInPrice, feeTotalCents, formatMoney, priceDisplay, publishedPrice, type PricingSettings } from './all-in';

const settings: PricingSettings = {
  fees: [
    { name: 'Administration fee', amount: 499, enabled: true },
    { name: 'OMVIC transaction fee', amount: 12.5, enabled: true },
    { name: 'Nitrogen tires', amount: 199, enabled: false },
  ],
  note: 'plus HST and licensing',
};

describe('allInPrice', () => {
  it('adds every enabled fee line to the vehicle price, to the cent', () => {
    expect(allInPrice({ price: 289_900 }, settings)).toEqual({
      onRequest: false,
      amount: 290_411.5,
      cents: 29_041_150,
      base: 289_900,
      included: [
        { name: 'Administration fee', amount: 499 },
        { name: 'OMVIC transaction fee', amount: 12.5 },
      ],
    });
  });

  it('leaves out a fee line that is switched off, and adds it once switched on', () => {
    const on = { ...settings, fees: settings.fees.map((f) => ({ ...f, enabled: true })) };
    expect((allInPrice({ price: 100_000 }, settings) as { amount: number }).amount).toBe(100_511.5);
    expect((allInPrice({ price: 100_000 }, on) as { amount: number }).amount).toBe(100_710.5);
  });

  it('is the bare price without fee lines', () => {
    expect(allInPrice({ price: 75_000 }, { fees: [] })).toMatchObject({ amount: 75_000, included: [] });
  });

  it('has no figure for a vehicle with its price on request', () => {
    expect(allInPrice({ price: 500_000, priceOnRequest: true }, settings)).toEqual({ onRequest: true });
  });

  it('adds cents without floating-point drift (0.1 + 0.2)', () => {
    const fees = [0.1, 0.2].map((amount) => ({ name: 'x', amount, enabled: true }));
    expect(feeTotalCents({ fees })).toBe(30);
    expect((allInPrice({ price: 1 }, { fees }) as { amount: number }).amount).toBe(1.3);
  });

  it('ships defaults of an administration fee and the OMVIC fee that make a whole $600', () => {
    expect(DEFAULT_PRICING.fees.map((f) => f.name)).toEqual(['Administration fee', 'OMVIC transaction fee']);
    expect(feeTotalCents(DEFAULT_PRICING)).toBe(60_000);
  });
});

describe('priceDisplay', () => {
  it('shows the all-in figure with the note', () => {
    expect(priceDisplay({ price: 289_900, status: 'available' }, settings)).toEqual({
      text: '$290,411.50',
      note: 'plus HST and licensing',
      amount: 290_411.5,
    });
  });

  it.each(['reserved', 'pending'] as const)('shows the figure for a %s vehicle too', (status) => {
    expect(priceDisplay({ price: 1000, status }, { ...settings, fees: [] }).text).toBe('$1,000');
  });

  it('shows "Price on request" and no note for a vehicle without an advertised price', () => {
    expect(priceDisplay({ price: 1, priceOnRequest: true, status: 'available' }, settings)).toEqual({
      text: 'Price on request',
      note: null,
      amount: null,
    });
  });

  it('hides a sold vehicle’s price with the wording of the surface', () => {
    expect(priceDisplay({ price: 1, status: 'sold' }, settings)).toEqual({ text: 'Sold', note: null, amount: null });
    expect(priceDisplay({ price: 1, status: 'sold' }, settings, 'Price Hidden').text).toBe('Price Hidden');
  });

  it('uses the note set in settings', () => {
    expect(priceDisplay({ price: 1, status: 'available' }, { fees: [], note: '+ HST & licence' }).note).toBe('+ HST & licence');
  });
});

describe('publishedPrice', () => {
  it('is the all-in amount for a vehicle for sale, null when sold or on request', () => {
    expect(publishedPrice({ price: 10_000, status: 'available' }, settings)).toBe(10_511.5);
    expect(publishedPrice({ price: 10_000, status: 'sold' }, settings)).toBeNull();
    expect(publishedPrice({ price: 10_000, status: 'available', priceOnRequest: true }, settings)).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    [290_500, '$290,500'],
    [290_411.5, '$290,411.50'],
    [0.1 + 0.2, '$0.30'],
    [12.5, '$12.50'],
    [0, '$0'],
    [NaN, '—'],
  ])('shows %s as %s: cents only when there are some', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});
