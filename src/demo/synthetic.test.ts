import { describe, expect, it } from 'vitest';
import { isValidVin } from '#src/lib/vin';
import { DEMO_VEHICLES } from '#src/demo/data/vehicles';
import { syntheticVehicles } from './synthetic';

describe('synthetic benchmark vehicles', () => {
  it('have valid, unique VINs that do not clash with the demo cars', () => {
    const list = [...syntheticVehicles(2000, [['/media/a.webp']])];
    expect(list).toHaveLength(2000);
    expect(list.every((v) => isValidVin(v.vin))).toBe(true);
    const vins = new Set(list.map((v) => v.vin));
    expect(vins.size).toBe(2000);
    expect(DEMO_VEHICLES.some((d) => vins.has(d.vinStem))).toBe(false);
  });
});
