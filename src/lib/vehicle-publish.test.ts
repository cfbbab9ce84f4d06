import { describe, expect, it } from 'vitest';
import type { VehicleDisclosures } from './disclosures';
import { publishChecklist, publishGate, type PublishableVehicle } from './vehicle-publish';

const answered: VehicleDisclosures = {
  dailyRental: false,
  policeOrEmergency: false,
  taxiOrLimousine: false,
  brandStatus: 'normal',
  damageOver3000: false,
  saleType: 'certified',
  hasWarranty: false,
  outOfProvince: false,
};
const complete: PublishableVehicle = {
  price: 249_900,
  priceOnRequest: false,
  mileage: 8_200,
  condition: 'Excellent',
  images: ['/media/a.webp'],
  description: 'One owner.',
  disclosures: answered,
};
const FEES = 600;

describe('the publish checklist', () => {
  it('lets a complete vehicle go live', () => {
    expect(publishGate('available', complete, FEES)).toEqual({});
    expect(publishChecklist(complete, FEES).every((c) => c.done)).toBe(true);
  });

  it('stops the Ferrari that went live at "$600 plus HST": price 0, 0 km, no photo, no description, each named', () => {
    const errors = publishGate('available', { ...complete, price: 0, mileage: 0, images: [], description: '  ' }, FEES);
    expect(Object.keys(errors).sort()).toEqual(['description', 'images', 'mileage', 'price']);
    expect(errors.price).toBe('Enter the price (more than the $600 in fees), or choose price on request');
  });

  it.each([
    ['a price at the fees', { price: 600 }, 'price'],
    ['a price under the fees', { price: 60 }, 'price'],
    ['0 km on a used car', { mileage: 0 }, 'mileage'],
  ])('refuses %s', (_, patch, field) => {
    expect(Object.keys(publishGate('reserved', { ...complete, ...patch }, FEES))).toEqual([field]);
  });

  it('accepts price on request at 0, and 0 km on a new car', () => {
    expect(publishGate('available', { ...complete, price: 0, priceOnRequest: true }, FEES)).toEqual({});
    expect(publishGate('pending', { ...complete, mileage: 0, condition: 'New' }, FEES)).toEqual({});
  });

  it('names each unanswered disclosure on its own field', () => {
    const errors = publishGate('available', { ...complete, disclosures: { dailyRental: false } }, FEES);
    expect(errors).toHaveProperty(['disclosures.outOfProvince']);
    expect(errors).not.toHaveProperty('disclosures');
  });

  it.each(['draft', 'sold'])('stores a %s vehicle as it is', (status) => {
    expect(publishGate(status, { ...complete, price: 0, images: [], description: '', disclosures: {} }, FEES)).toEqual({});
  });
});
