import { describe, expect, it } from 'vitest';
import { VEHICLE_STATUSES } from './enums';
import { canTransition, publicVehicle, requiresGarageRegister, vehicleTitle } from './vehicle-status';

const pairs = VEHICLE_STATUSES.flatMap((from) => VEHICLE_STATUSES.map((to) => [from, to] as const));

describe('canTransition', () => {
  it.each(pairs.filter(([from, to]) => from !== to))('lets %s change to %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });
  it.each(VEHICLE_STATUSES)('treats %s → %s as no change', (status) => {
    expect(canTransition(status, status)).toBe(false);
  });
});

describe('requiresGarageRegister', () => {
  it.each([
    ['sold', true],
    ['available', false],
    ['reserved', false],
    ['pending', false],
  ] as const)('for %s is %s', (to, expected) => {
    expect(requiresGarageRegister(to)).toBe(expected);
  });
});

describe('vehicleTitle', () => {
  it.each([
    [{ year: 2019, make: 'Ferrari', model: '488 GTB' }, '2019 Ferrari 488 GTB'],
    [{ year: 2024, make: ' Lamborghini ', model: 'Huracán Tecnica ' }, '2024 Lamborghini Huracán Tecnica'],
    [{ year: 1972, make: 'Citroën', model: 'SM' }, '1972 Citroën SM'],
    [{ year: 2020, make: '', model: '  ' }, '2020'],
    [{ year: 0, make: 'Rolls-Royce', model: 'Ghost' }, '0 Rolls-Royce Ghost'],
  ])('titles %j as %j', (vehicle, expected) => {
    expect(vehicleTitle(vehicle)).toBe(expected);
  });
});

describe('publicVehicle', () => {
  it('leaves out the price of a sold vehicle', () => {
    expect(publicVehicle({ id: 1, status: 'sold', price: 289_000 })).toEqual({ id: 1, status: 'sold', price: null });
  });
  it.each(['available', 'reserved', 'pending'] as const)('keeps the price of a %s vehicle', (status) => {
    expect(publicVehicle({ id: 1, status, price: 289_000 }).price).toBe(289_000);
  });
  it('leaves out the price of a "price on request" vehicle', () => {
    expect(publicVehicle({ id: 1, status: 'available', price: 289_000, priceOnRequest: true }).price).toBeNull();
  });
});
