import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inventoryCsv, metaVehiclesCsv } from './csv-feeds';
import type { FeedDealer, FeedVehicle } from './feed-vehicle';

const dealer: FeedDealer = {
  name: 'Atelier Motor Gallery',
  street: '1 Auto Row',
  city: 'Vaughan',
  region: 'ON',
  postalCode: 'L4K 0A1',
  country: 'CA',
  phone: '905-555-0100',
  latitude: 43.8372,
  longitude: -79.5083,
};

const feedVehicle = (overrides: Partial<FeedVehicle> = {}): FeedVehicle => ({
  id: 7,
  stockNumber: 'A12345',
  vin: 'ZFF79ALA4J0234567',
  title: '2022 Ferrari Roma',
  description: 'A grand tourer in Rosso Corsa.',
  url: 'https://cars.example.ca/inventory/7',
  images: ['https://cars.example.ca/media/roma-1.webp'],
  make: 'Ferrari',
  model: 'Roma',
  trim: '',
  year: 2022,
  mileageKm: 4100,
  color: 'Rosso Corsa',
  category: 'sports-cars',
  categoryLabel: 'Sports Cars',
  condition: 'Excellent',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  drivetrain: 'RWD',
  status: 'available',
  features: [],
  price: 260_500,
  priceNote: 'plus HST and licensing',
  dateInStock: '2026-01-02',
  disclosures: [],
  ...overrides,
});

describe.each([
  ['inventory.csv', inventoryCsv],
  ['meta-vehicles.csv', metaVehiclesCsv],
])('%s', (_name, write) => {
  it('starts with a UTF-8 byte-order mark, so a spreadsheet opened by double-click reads "coupés" right', () => {
    const text = write([feedVehicle({ description: 'Two coupés; Maserati’s best.' })], dealer);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).not.toMatch(/^\uFEFF/);
  });

  it('quotes a multi-line cell that starts like a formula harmless, as a one-line one', () => {
    const text = write([feedVehicle({ description: '=HYPERLINK("http://evil.example")\nsecond line' })], dealer);
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows[0].description).toBe(`'=HYPERLINK("http://evil.example")\nsecond line`);
  });
});
