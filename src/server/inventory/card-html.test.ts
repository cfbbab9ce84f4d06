import { beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { savePricingSettings } from '#src/db/queries/pricing-settings';
import { saveUsdRate } from '#src/db/queries/usd-rate';
import { DEFAULT_PRICING } from '#src/lib/pricing/all-in';
import type { CardSource } from '#src/lib/personalisation/vehicle-card';
import { cardContext, vehicleCardFor } from './card-html';

beforeAll(() => {
  connectDatabase(':memory:');
  applyMigrations(db(), 'src/db/migrations');
});

const row = (): CardSource => ({
  id: 7,
  year: 2021,
  make: 'Ferrari',
  model: 'F8',
  trim: 'Tributo',
  price: 300_000,
  priceOnRequest: false,
  mileage: 8_000,
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  color: 'Rosso Corsa',
  category: 'sports-cars',
  status: 'available',
  isFeatured: false,
  images: ['/media/f8.webp'],
  features: ['Carbon seats'],
});

const shownPrice = (html: string) => /data-testid="vehicle-price"[^>]*>([^<]*)</.exec(html)?.[1];

describe('vehicleCardFor', () => {
  it('gives a frozen row the same card again, and a new card when the fees or the dollar rate change', () => {
    const vehicle = Object.freeze(row());
    const first = vehicleCardFor(vehicle, { headingLevel: 'h2' });
    expect(shownPrice(first)).toBe('$300,600');
    expect(vehicleCardFor(vehicle, { headingLevel: 'h2' })).toBe(first);

    savePricingSettings({ ...DEFAULT_PRICING, fees: [{ name: 'OMVIC transaction fee', amount: 12.5, enabled: true }] });
    expect(shownPrice(vehicleCardFor(vehicle, { headingLevel: 'h2' }))).toBe('$300,012.50');

    expect(vehicleCardFor(vehicle, { headingLevel: 'h2' })).not.toContain('US$');
    saveUsdRate({ rate: 0.7, asOf: '2026-11-01' });
    expect(vehicleCardFor(vehicle, { headingLevel: 'h2' })).toContain('US$');
  });

  it('keeps a card per page choice: the first card of a page loads its photo first', () => {
    const vehicle = Object.freeze(row());
    expect(vehicleCardFor(vehicle, { priority: true })).toContain('fetchpriority="high"');
    expect(vehicleCardFor(vehicle, { priority: false })).not.toContain('fetchpriority="high"');
  });

  it('renders a row that may still change every time', () => {
    const vehicle = row();
    expect(vehicleCardFor(vehicle)).toContain('Ferrari F8 Tributo');
    vehicle.status = 'sold';
    expect(shownPrice(vehicleCardFor(vehicle))).toBe('Sold');
  });

  it("marks a card from the page's context: one read of the reduced vehicles for all of a page's cards", () => {
    const vehicle = Object.freeze(row());
    const page = cardContext();
    expect(vehicleCardFor(vehicle, {}, page)).not.toContain('Price reduced');
    const reduced = { ...page, reduced: new Set([vehicle.id]) };
    expect(vehicleCardFor(vehicle, {}, reduced)).toContain('Price reduced');
    expect(vehicleCardFor(vehicle, {}, page)).not.toContain('Price reduced');
  });
});
