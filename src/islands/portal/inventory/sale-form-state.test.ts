import { describe, expect, it } from 'vitest';
import { DEALER, formatAddressLine } from '#src/lib/dealer';
import { saleDefaults, validateSale } from './sale-form-state';

const vehicle = {
  make: 'Ferrari',
  model: '488 GTB',
  color: 'Rosso Corsa',
  vin: 'ZFF79ALA4J0230001',
  mileage: 12345,
  createdAt: new Date(2025, 0, 15, 10).toISOString(),
};

describe('saleDefaults', () => {
  it('fills the register from the vehicle, the dealer and today', () => {
    expect(saleDefaults(vehicle, new Date(2025, 2, 5))).toEqual({
      make: 'Ferrari',
      modelStyle: '488 GTB',
      colour: 'Rosso Corsa',
      dateIntoStock: '2025/01/15',
      vinSerialNo: 'ZFF79ALA4J0230001',
      purchasedFromName: DEALER.name,
      purchasedFromAddress: formatAddressLine(),
      purposeType: 'Resale',
      dateOutOfStock: '2025/03/05',
      soldToName: '',
      soldToAddress: '',
      plateNo: '',
      odometerReading: '12345',
    });
  });
});

describe('validateSale', () => {
  const filled = {
    ...saleDefaults(vehicle, new Date(2025, 2, 5)),
    soldToName: 'Ann Buyer',
    soldToAddress: '1 King St W, Toronto',
    plateNo: 'ckzt482',
  };

  it('accepts a complete entry and uppercases the plate', () => {
    const result = validateSale(filled);
    expect(result.ok && result.entry.plateNo).toBe('CKZT482');
    expect(result.ok && result.entry.odometerReading).toBe(12345);
  });

  it('names every missing or bad field with the spec messages', () => {
    const result = validateSale({
      ...filled,
      soldToName: '',
      soldToAddress: ' ',
      plateNo: '',
      purposeType: '',
      dateOutOfStock: '2025-03-05',
      odometerReading: '-4',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      soldToName: 'Buyer name is required',
      soldToAddress: 'Buyer address is required',
      plateNo: 'Plate number is required',
      purposeType: 'Purpose type is required',
      dateOutOfStock: 'Date must be in format yyyy/mm/dd',
      odometerReading: 'Odometer reading must be positive',
    });
  });

  it('refuses a plate with symbols', () => {
    const result = validateSale({ ...filled, plateNo: 'AB-12' });
    expect(!result.ok && result.errors.plateNo).toBe('Plate number must be alphanumeric');
  });
});
