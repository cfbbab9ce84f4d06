import { OFFERED_STATUSES, missingDisclosures } from './disclosures';
import { formatPrice } from './format/price';
import type { VehicleRecord } from './vehicle';

/** What the publish checklist reads of a vehicle (a row, or the vehicle dialog's parsed values). */
export type PublishableVehicle = Pick<
  VehicleRecord,
  'price' | 'priceOnRequest' | 'mileage' | 'condition' | 'images' | 'description' | 'disclosures'
>;

/** One line of the checklist the vehicle dialog shows; `field` is where its error goes. */
export type PublishCheck = { field: string; label: string; done: boolean; problem: string };

/**
 * The publish checklist: a vehicle goes live (available, reserved or pending)
 * only with a price a shopper can pay or "price on request", at least one
 * photo, a description, a deliberate odometer reading and every OMVIC
 * disclosure answered. A price of 0 would be advertised as the fees alone
 * ("$600 plus HST and licensing"), and a price at or under the fees is a
 * typing slip (a missing digit), not an offer; 0 km is kept for new vehicles.
 * `feeTotal` is the enabled fee lines in dollars (see feeTotalCents).
 */
export function publishChecklist(vehicle: PublishableVehicle, feeTotal: number): PublishCheck[] {
  const floor = Math.max(0, feeTotal);
  const disclosures = Object.keys(missingDisclosures(vehicle.disclosures)).length === 0;
  return [
    {
      field: 'price',
      label: 'A price, or price on request',
      done: vehicle.priceOnRequest || vehicle.price > floor,
      problem:
        floor > 0
          ? `Enter the price (more than the ${formatPrice(floor)} in fees), or choose price on request`
          : 'Enter the price, or choose price on request',
    },
    {
      field: 'images',
      label: 'At least one photo',
      done: vehicle.images.length > 0,
      problem: 'Add at least one photo before publishing',
    },
    {
      field: 'description',
      label: 'A description',
      done: vehicle.description.trim().length > 0,
      problem: 'Description is required to publish',
    },
    {
      field: 'mileage',
      label: 'The odometer reading (0 km only when new)',
      done: vehicle.mileage > 0 || vehicle.condition === 'New',
      problem: 'Enter the odometer reading: 0 km is only for a vehicle in New condition',
    },
    {
      field: 'disclosures',
      label: 'Every disclosure answered',
      done: disclosures,
      problem: 'Answer every disclosure before publishing',
    },
  ];
}

/**
 * The gate before a vehicle goes live: the field errors that stop it when
 * `status` offers it for sale, else none (a draft or a sold vehicle is
 * stored as it is). Disclosures are named one by one, as the dialog shows them.
 */
export function publishGate(status: string, vehicle: PublishableVehicle, feeTotal: number): Record<string, string> {
  if (!(OFFERED_STATUSES as readonly string[]).includes(status)) return {};
  const errors: Record<string, string> = {};
  for (const check of publishChecklist(vehicle, feeTotal)) {
    if (check.done) continue;
    if (check.field === 'disclosures') Object.assign(errors, missingDisclosures(vehicle.disclosures));
    else errors[check.field] = check.problem;
  }
  return errors;
}
