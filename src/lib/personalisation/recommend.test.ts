import { describe, expect, it } from 'vitest';
import { rankRecommendations } from './recommend';
import type { VehicleRecord } from '#src/lib/vehicle';
import type { VehicleCard } from './vehicle-card';

const card = (id: number, make: string, category: VehicleCard['category'], status: VehicleCard['status'] = 'available'): VehicleCard => ({
  id,
  make,
  category,
  status,
  year: 2022,
  model: 'M',
  price: 1,
  mileage: 1,
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  color: 'Black',
  isFeatured: false,
  image: null,
  imageCount: 0,
  feature: 'Standard',
  priceText: '$1',
  priceNote: 'plus HST and licensing',
  mileageText: '1 km',
});

describe('recommendations', () => {
  const seeds = new Map([
    [1, card(1, 'Porsche', 'sports-cars')],
    [2, card(2, 'Bentley', 'luxury-sedans')],
    [3, card(3, 'Ferrari', 'exotic-collection', 'sold')],
  ]);
  const related = [
    card(10, 'Bentley', 'suvs-crossovers'),
    card(11, 'Audi', 'sports-cars'),
    card(12, 'Porsche', 'sports-cars'),
    card(13, 'Porsche', 'convertibles', 'sold'),
  ];

  it('leads with the most viewed, then unseen look-alikes by make and category, never a sold one', () => {
    const result = rankRecommendations({
      popular: [
        { id: 1, count: 4 },
        { id: 3, count: 3 },
        { id: 2, count: 1 },
      ],
      recent: [2, 1],
      seeds,
      related,
    });
    expect(result.map((r) => [r.card.id, r.reason])).toEqual([
      [1, 'popular'],
      [2, 'popular'],
      [12, 'similar'],
      [10, 'similar'],
    ]);
  });

  it('fills with similar vehicles when there is no popularity (personalisation only)', () => {
    const result = rankRecommendations({ popular: [], recent: [2], seeds, related });
    expect(result.map((r) => r.card.id)).toEqual([10]);
  });

  it('is empty without any history', () => {
    expect(rankRecommendations({ popular: [], recent: [], seeds: new Map(), related: [] })).toEqual([]);
  });
});

describe('toVehicleCard', () => {
  it('shows the first real feature, hides a sold price and formats on the server', async () => {
    const { toVehicleCard } = await import('./vehicle-card');
    const base: Omit<VehicleRecord, 'status' | 'features'> = {
      id: 1,
      make: 'Porsche',
      model: '911',
      trim: '',
      year: 2022,
      price: 289900,
      mileage: 12345,
      fuelType: 'Gasoline',
      transmission: 'DCT',
      drivetrain: null,
      color: 'Red',
      description: '',
      category: 'sports-cars',
      condition: 'Excellent',
      isFeatured: false,
      images: ['/media/a.webp', '/media/b.webp'],
      vin: 'X',
      priceOnRequest: false,
      disclosures: {},
      history: {},
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const pricing = { fees: [{ name: 'Admin', amount: 500, enabled: true }], note: 'plus HST and licensing' };
    const card = toVehicleCard({ ...base, status: 'available', features: ['## Performance', 'Carbon brakes'] }, pricing);
    expect(card).toMatchObject({
      feature: 'Carbon brakes',
      image: '/media/a.webp',
      imageCount: 2,
      price: 290400,
      priceText: '$290,400',
      priceNote: 'plus HST and licensing',
      mileageText: '12,345 km',
    });
    expect(toVehicleCard({ ...base, status: 'sold', features: [] }, pricing)).toMatchObject({
      price: 0,
      priceText: '',
      priceNote: '',
      feature: 'Standard',
    });
    expect(toVehicleCard({ ...base, priceOnRequest: true, status: 'available', features: [] }, pricing)).toMatchObject({
      price: 0,
      priceText: 'Price on request',
      priceNote: '',
    });
  });
});
