import { describe, expect, it } from 'vitest';
import { emptyVehicleForm, validateVehicleForm } from './vehicle-form-state';

const filled = () => ({
  ...emptyVehicleForm(new Date(2025, 5, 1), 'admin'),
  make: 'Porsche',
  model: 'Cayenne Turbo GT',
  year: '2024',
  price: '239900',
  mileage: '3200',
  vin: 'wp1ab2ay7rda00001',
  color: 'Arctic Grey',
  description: 'One owner.',
  images: ['/media/cayenne.webp'],
  features: 'Sport Chrono, , Burmester audio ,Panoramic roof',
  disclosures: {
    dailyRental: false,
    policeOrEmergency: false,
    taxiOrLimousine: false,
    brandStatus: 'normal' as const,
    damageOver3000: false,
    saleType: 'certified' as const,
    hasWarranty: false,
    outOfProvince: false,
  },
});

describe('the admin preset of the shared vehicle form', () => {
  it('starts with the admin manager defaults and blank numbers', () => {
    expect(emptyVehicleForm(new Date(2025, 5, 1), 'admin')).toMatchObject({
      transmission: 'Automatic',
      fuelType: 'Gasoline',
      category: 'suvs-crossovers',
      condition: 'Excellent',
      isFeatured: false,
      year: '',
      price: '',
      mileage: '',
      images: [],
    });
  });

  it('keeps the employee defaults without a preset', () => {
    expect(emptyVehicleForm(new Date(2025, 5, 1))).toMatchObject({ category: 'sports-cars', year: '2025', price: '0', mileage: '0' });
  });

  it('requires year, price and mileage instead of reading a blank as 0', () => {
    const result = validateVehicleForm({ ...filled(), year: '', price: ' ', mileage: '' }, 'admin');
    expect(result).toEqual({
      ok: false,
      errors: expect.objectContaining({ year: 'Year is required', price: 'Price is required', mileage: 'Mileage is required' }),
    });
  });

  it.each([
    ['a year before 1900', { year: '1899' }, 'year'],
    ['a year after next year', { year: String(new Date().getFullYear() + 2) }, 'year'],
    ['a negative price', { price: '-1' }, 'price'],
    ['a negative mileage', { mileage: '-5' }, 'mileage'],
  ])('refuses %s', (_, patch, field) => {
    const result = validateVehicleForm({ ...filled(), ...patch }, 'admin');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field]).toBeTruthy();
  });

  it('asks for the disclosures before an available vehicle is sent, naming each unanswered one', () => {
    const result = validateVehicleForm({ ...filled(), disclosures: { dailyRental: false } }, 'admin');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      'disclosures.policeOrEmergency': 'Answer "Previously used as a police or emergency vehicle"',
      'disclosures.outOfProvince': 'Answer "Previously registered outside Ontario"',
    });
    expect(!result.ok && result.errors).not.toHaveProperty('disclosures.dailyRental');
  });

  it('keeps an incomplete vehicle out of the live inventory: price 0, 0 km, no photo and no description are named, a draft is sent', () => {
    const bare = { ...filled(), price: '0', mileage: '0', images: [], description: '' };
    const result = validateVehicleForm(bare, 'admin', 600);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['description', 'images', 'mileage', 'price']);
    expect(validateVehicleForm({ ...bare, status: 'draft' }, 'admin', 600).ok).toBe(true);
  });

  it('reads prices and mileages typed with thousands separators', () => {
    const result = validateVehicleForm({ ...filled(), price: '149,900', mileage: '12,400' }, 'admin', 600);
    expect(result.ok && result.body).toMatchObject({ price: 149_900, mileage: 12_400 });
  });

  it('accepts next year and sends features as a trimmed list without blanks', () => {
    const result = validateVehicleForm({ ...filled(), year: String(new Date().getFullYear() + 1) }, 'admin');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.body.features).toEqual(['Sport Chrono', 'Burmester audio', 'Panoramic roof']);
      expect(result.body).toMatchObject({ price: 239900, mileage: 3200, vin: 'WP1AB2AY7RDA00001', category: 'suvs-crossovers' });
    }
  });
});
