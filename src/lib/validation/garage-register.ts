import { z } from 'zod';
import { PURPOSE_TYPES } from '#src/lib/enums';
import { isRealRegisterDate } from './register-date';
import { readNumberInput } from '#src/lib/format/number-input';

// The spec's words; a space between groups is formatting, as printed on Ontario plates.
const PLATE_MESSAGE = 'Plate number must be alphanumeric';

const registerDate = z
  .string('Date must be in format yyyy/mm/dd')
  .trim()
  .regex(/^\d{4}\/\d{2}\/\d{2}$/, 'Date must be in format yyyy/mm/dd')
  .refine(isRealRegisterDate, 'Date must be in format yyyy/mm/dd');

const required = (message: string, max = 300) => z.string(message).trim().min(1, message).max(max, `At most ${max} characters.`);

/** The garage register entry, as the sale dialog and the server validate it (spec section 5). */
export const garageRegisterSchema = z.object({
  make: required('Make is required', 80),
  modelStyle: required('Model and style are required', 120),
  colour: required('Colour is required', 80),
  dateIntoStock: registerDate,
  vinSerialNo: required('VIN is required', 40),
  purchasedFromName: required('Purchased-from name is required'),
  purchasedFromAddress: required('Purchased-from address is required'),
  purposeType: z.enum(PURPOSE_TYPES, 'Purpose type must be one of: Resale, Wrecking, or Consignment'),
  dateOutOfStock: registerDate,
  soldToName: required('Buyer name is required'),
  soldToAddress: required('Buyer address is required'),
  // As printed on the plate: Ontario's are 'CRTX 921' (letters, digits, one space between groups).
  plateNo: z
    .string(PLATE_MESSAGE)
    .trim()
    .transform((s) => s.replace(/\s+/g, ' ').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9]+( [A-Z0-9]+)*$/, PLATE_MESSAGE)
        .max(10, 'Plate number must be at most 10 characters'),
    ),
  odometerReading: z.preprocess(
    readNumberInput,
    z
      .number('Odometer reading must be positive')
      .int('Odometer reading must be positive')
      .min(0, 'Odometer reading must be positive')
      .max(5_000_000, 'Odometer reading is too large'),
  ),
});
export type GarageRegisterInput = z.output<typeof garageRegisterSchema>;

export const garageRegisterRangeSchema = z.object({
  from: registerDate.optional(),
  to: registerDate.optional(),
});
