// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { z } from 'zod';
import {
  type CONDITIONS,
  type Drivetrain,
  type FUEL_TYPES,
  type TRANSMISSIONS,
  type CategorySlug,
  type VehicleStatus,
} from '#src/lib/enums';
import { vehicleInputSchema } from '#src/lib/validation/vehicle';
import { decodeVin } from '#src/lib/vin';
import { DISCLOSURE_QUESTIONS, type VehicleDisclosures } from '#src/lib/disclosures';
import { readNumberInput } from '#src/lib/format/number-input';
import { publishChecklist, publishGate, type PublishCheck } from '#src/lib/vehicle-publish';
import { fieldErrors } from '#src/lib/validation/field-errors';
import type { VehicleDto } from '#src/islands/lib/types';
import { historyToForm, type HistoryFormValues } from './history-fieldset';

/** What the vehicle dialog edits: numbers as typed text, features as one text block. */
export type VehicleFormValues = {
  make: string;
  /** The model without its trim ('718 Cayman'); the trim has its own field ('GT4 RS'). */
  model: string;
  trim: string;
  /** '' until known. */
  drivetrain: Drivetrain | '';
  year: string;
  price: string;
  /** 'Price on request': no price shown or fed anywhere. */
  priceOnRequest: boolean;
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
  /** The OMVIC disclosures answered so far (see src/lib/disclosures.ts). */
  disclosures: Partial<VehicleDisclosures>;
  /** The CARFAX link and history declarations, as typed (history-fieldset.tsx). */
  history: HistoryFormValues;
};

/**
 * Whose form it is. 'employee' (the default): the employee dialog's defaults.
 * 'admin': the admin inventory manager's defaults (spec §4: Automatic,
 * Gasoline, SUVs & Crossovers, Excellent, not featured) with year, price and
 * mileage left blank to be filled in, and features sent as a list.
 */
export type VehicleFormPreset = 'employee' | 'admin';

/** Spec §4 employee defaults: this year, price 0, mileage 0, Gasoline, Automatic, Sports Cars, Excellent, not featured, available. */
export function emptyVehicleForm(now = new Date(), preset: VehicleFormPreset = 'employee'): VehicleFormValues {
  if (preset === 'admin') return { ...emptyVehicleForm(now), year: '', price: '', mileage: '', category: 'suvs-crossovers' };
  return {
    make: '',
    model: '',
    trim: '',
    drivetrain: '',
    year: String(now.getFullYear()),
    price: '0',
    priceOnRequest: false,
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
    disclosures: {},
    history: historyToForm({}),
  };
}

/**
 * The add form after a VIN is typed: the model year and make the VIN states
 * fill the year and make while these are blank or still the form's default
 * (an entered value is never overwritten; a mismatch shows as a warning).
 */
export function withVinDefaults(values: VehicleFormValues, blank: VehicleFormValues): VehicleFormValues {
  const decoded = decodeVin(values.vin);
  const next = { ...values };
  if (decoded.year !== null && (!values.year.trim() || values.year === blank.year)) next.year = String(decoded.year);
  if (decoded.make && !values.make.trim()) next.make = decoded.make;
  return next;
}

/** The form for an existing vehicle; features one per line so '## Heading' lines survive. */
export function vehicleToForm(v: VehicleDto): VehicleFormValues {
  return {
    make: v.make,
    model: v.model,
    trim: v.trim,
    drivetrain: v.drivetrain ?? '',
    year: String(v.year),
    price: String(v.price),
    priceOnRequest: v.priceOnRequest,
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
    disclosures: { ...v.disclosures },
    history: historyToForm(v.history),
  };
}

/** The form's values as the publish checklist reads them (a number not yet readable counts as 0). */
function publishable(values: VehicleFormValues) {
  const number = (text: string) => {
    const n = readNumberInput(text);
    return typeof n === 'number' && Number.isFinite(n) ? n : 0;
  };
  return { ...values, price: number(values.price), mileage: number(values.mileage) };
}

/** The dialog's publish checklist for the values as they stand. */
export function vehicleFormChecklist(values: VehicleFormValues, feeTotal: number): PublishCheck[] {
  return publishChecklist(publishable(values), feeTotal);
}

/**
 * Checks the form with the server's schema and, unless it is kept as a draft,
 * the publish checklist (`feeTotal`: the enabled fees in dollars). Returns
 * the body to send (the form's own values: features stay text, as the
 * employee screen sends them) or the field errors. '149,900' reads as 149900.
 */
export function validateVehicleForm(
  values: VehicleFormValues,
  preset: VehicleFormPreset = 'employee',
  feeTotal = 0,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const body = { ...values, year: values.year.trim(), price: values.price.trim(), mileage: values.mileage.trim() };
  const parsed = vehicleInputSchema.safeParse(body);
  // The server's gate, checked here too: a vehicle goes live only complete, disclosures answered.
  const unmet = publishGate(values.status, publishable(values), feeTotal);
  if (!parsed.success || Object.keys(unmet).length) {
    // The schema's errors first (in the form's order, so the first field is focused); the checklist adds what they leave.
    const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
    for (const [field, message] of Object.entries(unmet)) errors[field] ??= message;
    return { ok: false, errors };
  }
  const features = preset === 'admin' ? parsed.data.features : body.features;
  return {
    ok: true,
    body: { ...body, year: parsed.data.year, price: parsed.data.price, mileage: parsed.data.mileage, vin: parsed.data.vin, features },
  };
}

/**
 * validateVehicleForm as a zod schema for the form hook: the API's
 * vehicleInputSchema plus the publish checklist, each issue on
 * its field ('price', 'disclosures.dailyRental'); parses to the body to send.
 */
export function vehicleFormSchema(preset: VehicleFormPreset = 'employee', feeTotal = 0) {
  return z.custom<VehicleFormValues>().transform((values, ctx) => {
    const checked = validateVehicleForm(values, preset, feeTotal);
    if (checked.ok) return checked.body;
    for (const [path, message] of Object.entries(checked.errors)) ctx.addIssue({ code: 'custom', message, path: path.split('.') });
    return z.NEVER;
  });
}

/** Every disclosure answer and details field, for server errors on answers the form holds no value for yet. */
export const DISCLOSURE_FIELDS = [
  ...DISCLOSURE_QUESTIONS.map((q) => `disclosures.${q.key}`),
  'disclosures.damageDetails',
  'disclosures.warrantyDetails',
  'disclosures.outOfProvinceDetails',
];
