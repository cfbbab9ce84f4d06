import type { VehicleRecord } from './vehicle';
import type { VehicleStatus } from './enums';

/** Any status may change to any other (spec section 4); setting the status a vehicle already has is not a change. */
export function canTransition(from: VehicleStatus, to: VehicleStatus): boolean {
  return from !== to;
}

/** Marking a vehicle sold needs its garage register entry first (the sale dialog). */
export function requiresGarageRegister(to: VehicleStatus): boolean {
  return to === 'sold';
}

/** 'model trim', e.g. '718 Cayman GT4 RS': how the two read together wherever a vehicle is named. */
export function modelAndTrim(vehicle: Pick<VehicleRecord, 'model'> & { trim?: string | null }): string {
  return `${vehicle.model} ${vehicle.trim ?? ''}`.replace(/\s+/g, ' ').trim();
}

/** 'year make model trim', e.g. '2019 Ferrari 488 GTB'; runs of spaces become one. */
export function vehicleTitle(vehicle: Pick<VehicleRecord, 'year' | 'make' | 'model'> & { trim?: string | null }): string {
  return `${vehicle.year} ${vehicle.make} ${modelAndTrim(vehicle)}`.replace(/\s+/g, ' ').trim();
}

/**
 * A vehicle as anyone may see it: once sold, its price is the buyer's
 * business (the pages say "Price Hidden"), and a "price on request" vehicle
 * has no advertised price, so the public API leaves it out too (`price:
 * null`). Staff get the vehicle unchanged.
 */
export function publicVehicle<V extends Pick<VehicleRecord, 'status' | 'price'> & { priceOnRequest?: boolean }>(
  vehicle: V,
): Omit<V, 'price'> & { price: number | null } {
  return vehicle.status === 'sold' || vehicle.priceOnRequest ? { ...vehicle, price: null } : vehicle;
}
