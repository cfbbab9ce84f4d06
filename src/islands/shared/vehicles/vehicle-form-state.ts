import { CONDITIONS, FUEL_TYPES, TRANSMISSIONS, type CategorySlug, type VehicleStatus } from '../../../lib/enums';
import { vehicleInputSchema } from '../../../lib/validation/vehicle';
import { fieldErrorsOf } from '../form-errors';
import type { VehicleDto } from '../types';

/** What the vehicle dialog edits: numbers as typed text, features as one text block. */
export type VehicleFormValues = {
  make: string;
  model: string;
  year: string;
  price: string;
  mileage: string;
  vin: string;
  color: string;
  fuelType: (typeof FUEL_TYPES)[number];
  transmission: (typeof TRANSMISSIONS)[number];
  category: CategorySlug;
  condition: (typeof CONDITIONS)[number];
  status: VehicleStatus;
  isFeatured: boolean;
  description: string;
  features: string;
  images: string[];
};

/** Spec §4 employee defaults: this year, price 0, mileage 0, Gasoline, Automatic, Sports Cars, Excellent, not featured, available. */
export function emptyVehicleForm(now = new Date()): VehicleFormValues {
  return {
    make: '',
    model: '',
    year: String(now.getFullYear()),
    price: '0',
    mileage: '0',
    vin: '',
    color: '',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    category: 'sports-cars',
    condition: 'Excellent',
    status: 'available',
    isFeatured: false,
    description: '',
    features: '',
    images: [],
  };
}

/** The form for an existing vehicle; features one per line so '## Heading' lines survive. */
export function vehicleToForm(v: VehicleDto): VehicleFormValues {
  return {
    make: v.make,
    model: v.model,
    year: String(v.year),
    price: String(v.price),
    mileage: String(v.mileage),
    vin: v.vin,
    color: v.color,
    fuelType: v.fuelType,
    transmission: v.transmission,
    category: v.category,
    condition: v.condition,
    status: v.status,
    isFeatured: v.isFeatured,
    description: v.description,
    features: v.features.join('\n'),
    images: [...v.images],
  };
}

/**
 * Checks the form with the server's schema. Returns the body to send (the
 * form's own values: features stay text, as the employee screen sends them)
 * or the field errors.
 */
export function validateVehicleForm(values: VehicleFormValues): { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const body = {
    ...values,
    year: values.year.trim(),
    price: values.price.trim(),
    mileage: values.mileage.trim(),
  };
  const parsed = vehicleInputSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  return { ok: true, body: { ...body, year: parsed.data.year, price: parsed.data.price, mileage: parsed.data.mileage, vin: parsed.data.vin } };
}
