import { describe, expect, it } from 'vitest';
import { inventoryFacets } from './facets';
import type { FilterableVehicle } from './filters';

const NOW = new Date('2026-12-01T12:00:00Z');
let next = 0;
const car = (make: string, model: string, year: number, more: Partial<FilterableVehicle> = {}): FilterableVehicle => ({
  make,
  model,
  year,
  price: 100_000 + 1_000 * next++,
  category: 'sports-cars',
  status: 'available',
  color: 'Nero',
  features: [],
  createdAt: NOW,
  ...more,
});

const CARS = [
  car('Porsche', '911', 2021),
  car('porsche', '718', 2019),
  car('PORSCHE', '911', 2023),
  car('Ferrari', '488', 2019),
  car('Ferrari', 'Roma', 2022, { category: 'exotic-collection' }),
  car('Aston Martin', 'DB11', 2020, { status: 'sold' }),
  car('Škoda', 'Superb', 2020),
  car('ŠKODA', 'Octavia', 2021),
];

describe('inventoryFacets', () => {
  it('groups makes as the make filter matches, under their first spelling, A–Z, and leaves sold cars out by default', () => {
    const { makes, models, years } = inventoryFacets(CARS, {}, NOW);
    expect(makes).toEqual([
      { value: 'Ferrari', count: 2 },
      { value: 'PORSCHE', count: 3 },
      { value: 'ŠKODA', count: 2 },
    ]);
    expect(models).toBeUndefined();
    expect(years.map((y) => y.value)).toEqual(['2023', '2022', '2021', '2020', '2019']);
    expect(years.find((y) => y.value === '2019')?.count).toBe(2);
  });

  it('counts each facet under every other filter, and lists the chosen make’s models', () => {
    const { makes, models, years } = inventoryFacets(CARS, { make: 'porsche', year: 2021, category: 'sports-cars' }, NOW);
    // Makes leave out the make filter (every make with a sports car of 2021), years leave out the year.
    expect(makes).toEqual([
      { value: 'Porsche', count: 1 },
      { value: 'ŠKODA', count: 1 },
    ]);
    expect(years).toEqual([
      { value: '2023', count: 1 },
      { value: '2021', count: 1 },
      { value: '2019', count: 1 },
    ]);
    expect(models).toEqual([{ value: '911', count: 1 }]);
  });

  it('keeps its keys in one order (makes, models, years): the page carries them as JSON', () => {
    expect(Object.keys(inventoryFacets(CARS, { make: 'ferrari' }, NOW))).toEqual(['makes', 'models', 'years']);
    expect(Object.keys(inventoryFacets(CARS, {}, NOW))).toEqual(['makes', 'years']);
  });

  it('follows the status filter and a price range, which hides cars whose price is not shown', () => {
    expect(inventoryFacets(CARS, { status: 'all' }, NOW).makes.find((m) => m.value === 'Aston Martin')?.count).toBe(1);
    const onRequest = [...CARS, car('Bugatti', 'Chiron', 2022, { priceOnRequest: true })];
    expect(inventoryFacets(onRequest, {}, NOW).makes.some((m) => m.value === 'Bugatti')).toBe(true);
    expect(inventoryFacets(onRequest, { priceMax: 10_000_000 }, NOW).makes.some((m) => m.value === 'Bugatti')).toBe(false);
  });
});
