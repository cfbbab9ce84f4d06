// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { z } from 'zod';
import { DEALER, formatAddressLine } from '#src/lib/dealer';
import type { PurposeType } from '#src/lib/enums';
import { modelAndTrim } from '#src/lib/vehicle-status';
import { toDate, toRegisterDate } from '#src/lib/format/dates';
import { garageRegisterSchema, type GarageRegisterInput } from '#src/lib/validation/garage-register';
import { fieldErrors } from '#src/lib/validation/field-errors';
import type { VehicleDto } from '#src/islands/lib/types';

export type SaleFormValues = {
  make: string;
  modelStyle: string;
  colour: string;
  dateIntoStock: string;
  vinSerialNo: string;
  purchasedFromName: string;
  purchasedFromAddress: string;
  purposeType: PurposeType | '';
  dateOutOfStock: string;
  soldToName: string;
  soldToAddress: string;
  plateNo: string;
  odometerReading: string;
};

/**
 * Spec §3 sale dialog defaults: into stock = the vehicle's createdAt, bought
 * from the dealership at its address, out of stock today, the vehicle's km,
 * make / model / colour / VIN from the vehicle, purpose Resale.
 */
export function saleDefaults(
  vehicle: Pick<VehicleDto, 'make' | 'model' | 'color' | 'vin' | 'mileage' | 'createdAt'> & { trim?: string },
  today = new Date(),
): SaleFormValues {
  const intoStock = toDate(vehicle.createdAt);
  return {
    make: vehicle.make,
    modelStyle: modelAndTrim(vehicle),
    colour: vehicle.color,
    dateIntoStock: intoStock ? toRegisterDate(intoStock) : '',
    vinSerialNo: vehicle.vin,
    purchasedFromName: DEALER.name,
    purchasedFromAddress: formatAddressLine(),
    purposeType: 'Resale',
    dateOutOfStock: toRegisterDate(today),
    soldToName: '',
    soldToAddress: '',
    plateNo: '',
    odometerReading: String(vehicle.mileage),
  };
}

/** Validates with the server's schema; the dialog says 'Purpose type is required' when none is chosen. */
export function validateSale(
  values: SaleFormValues,
): { ok: true; entry: GarageRegisterInput } | { ok: false; errors: Record<string, string> } {
  const parsed = garageRegisterSchema.safeParse({
    ...values,
    odometerReading: values.odometerReading.trim() === '' ? undefined : values.odometerReading.trim(),
  });
  if (parsed.success) return { ok: true, entry: parsed.data };
  const errors = fieldErrors(parsed.error.issues);
  if (!values.purposeType) errors.purposeType = 'Purpose type is required';
  if (!values.plateNo.trim()) errors.plateNo = 'Plate number is required';
  return { ok: false, errors };
}

/** validateSale as a zod schema for the form hook: each issue on its field, parses to the register entry. */
export const saleFormSchema = z.custom<SaleFormValues>().transform((values, ctx) => {
  const checked = validateSale(values);
  if (checked.ok) return checked.entry;
  for (const [path, message] of Object.entries(checked.errors)) ctx.addIssue({ code: 'custom', message, path: path.split('.') });
  return z.NEVER;
});
