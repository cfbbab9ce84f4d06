import { describe, expect, it } from 'vitest';
import { filterAdminInventory } from './inventory-filter';

const cars = [
  { id: 1, make: 'Porsche', model: '911 GT3', vin: 'WP0AC2A99NS270001', category: 'sports-cars', description: 'Lamborghini beater' },
  { id: 2, make: 'Lamborghini', model: 'Urus', vin: 'ZPBUA1ZL0MLA00002', category: 'suvs-crossovers', description: '' },
  { id: 3, make: 'Mercedes-Benz', model: 'S 580', vin: 'W1K6G7GB5PA000003', category: 'luxury-sedans', description: '' },
];
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('filterAdminInventory', () => {
  it.each([
    ['everything for a blank search', '  ', [1, 2, 3]],
    ['by make, in any case', 'porsche', [1]],
    ['by part of the model', 'urus', [2]],
    ['by part of the VIN, in any case', 'pa000003', [3]],
    ['ignoring surrounding spaces', '  gt3 ', [1]],
    ['not by description', 'beater', []],
    ['not by year or price', '2022', []],
  ])('finds %s', (_, search, expected) => {
    expect(ids(filterAdminInventory(cars, { search, category: 'all' }))).toEqual(expected);
  });

  it('narrows to one category and combines it with the search', () => {
    expect(ids(filterAdminInventory(cars, { search: '', category: 'suvs-crossovers' }))).toEqual([2]);
    expect(ids(filterAdminInventory(cars, { search: 'porsche', category: 'suvs-crossovers' }))).toEqual([]);
  });
});
