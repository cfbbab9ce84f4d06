import { z } from 'zod';
import { disclosuresInputSchema } from '#src/lib/disclosures';
import { vehicleHistoryInputSchema } from '#src/lib/history/declarations';
import { VIN_CHECK_DIGIT_MESSAGE, VIN_SHAPE_MESSAGE, vinProblem } from '#src/lib/vin';
import { CATEGORY_SLUGS, CONDITIONS, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS, VEHICLE_STATUSES, parseCategory } from '#src/lib/enums';
import { isOwnMediaPath } from '#src/lib/images';
import { normalizeFeatures } from '#src/lib/inventory/features';
import { readNumberInput } from '#src/lib/format/number-input';
import { garageRegisterSchema } from './garage-register';

export const maxVehicleYear = () => new Date().getFullYear() + 1;

const text = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** A number as staff type it ('149,900', '12,400 km': readNumberInput); blank is "required", not 0. */
export const typedNumber = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    readNumberInput,
    typedNumber(label)
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/**
 * An image is one of the site's own media paths (/media/<name>.webp, as the
 * upload returns it); a path without its leading slash gets one. Off-site
 * URLs are refused: they would be rendered as the dealer's own pictures.
 */
export const imageRefSchema = z
  .string('Image must be a path to an uploaded image')
  .trim()
  .min(1, 'Image must be a path to an uploaded image')
  .max(200, 'Image path is too long')
  .transform((s) => (s.startsWith('media/') ? `/${s}` : s))
  .refine(isOwnMediaPath, 'Image must be an uploaded image (/media/…); images from other sites are not accepted');

/** The vehicle's fields; `vehicleInputSchema` adds the VIN rule that needs the year. */
const vehicleFieldsSchema = z.object({
  make: text('Make', 60),
  model: text('Model', 80),
  trim: z.string('Trim must be text').trim().max(60, 'Trim must be at most 60 characters').default(''),
  year: z.preprocess(
    readNumberInput,
    typedNumber('Year')
      .int('Year must be a whole number')
      .min(1900, 'Year must be 1900 or later')
      .refine((y) => y <= maxVehicleYear(), { message: `Year must be at most next year` }),
  ),
  price: wholeNumber('Price', 0, 100_000_000),
  priceOnRequest: z.boolean('Price on request must be true or false').default(false),
  mileage: wholeNumber('Mileage', 0, 5_000_000),
  fuelType: z.enum(FUEL_TYPES, `Fuel type must be one of: ${FUEL_TYPES.join(', ')}`),
  transmission: z.enum(TRANSMISSIONS, `Transmission must be one of: ${TRANSMISSIONS.join(', ')}`),
  drivetrain: z
    .preprocess((v) => (v === '' ? null : v), z.enum(DRIVETRAINS, `Drivetrain must be one of: ${DRIVETRAINS.join(', ')}`).nullable())
    .default(null),
  color: text('Color', 60),
  // Blank is kept in a draft; the publish checklist (src/lib/vehicle-publish.ts) asks for it before the vehicle goes live.
  description: z.string('Description is required').trim().max(5000, 'Description must be at most 5000 characters'),
  category: z.preprocess(
    (v) => (typeof v === 'string' ? (parseCategory(v) ?? v) : v),
    z.enum(CATEGORY_SLUGS, `Category must be one of: ${CATEGORY_SLUGS.join(', ')}`),
  ),
  condition: z.enum(CONDITIONS, `Condition must be one of: ${CONDITIONS.join(', ')}`).default('Excellent'),
  status: z.enum(VEHICLE_STATUSES, `Status must be one of: ${VEHICLE_STATUSES.join(', ')}`).default('available'),
  isFeatured: z.boolean('Featured must be true or false').default(false),
  features: z
    .union(
      [z.array(z.string().max(300, 'Each feature must be at most 300 characters')), z.string().max(20000, 'Features are too long')],
      'Features must be a list or comma-separated text',
    )
    .nullish()
    .transform((v) => normalizeFeatures(v))
    .pipe(z.array(z.string()).max(200, 'At most 200 features')),
  images: z.array(imageRefSchema, 'Images must be a list').max(40, 'At most 40 images').default([]),
  // The 17-character rule and the check digit depend on the year (vinProblem); an older chassis number is kept as written.
  vin: z
    .string('VIN is required')
    .trim()
    .toUpperCase()
    .min(1, 'VIN is required')
    .max(17, 'VIN must be at most 17 characters')
    .regex(/^[A-Z0-9]+$/, 'VIN may contain only letters and digits'),
  disclosures: disclosuresInputSchema,
  history: vehicleHistoryInputSchema,
});

type YearAndVin = { year: number; vin: string };
/** Run the VIN rule only once the year and VIN themselves are valid, but whatever else is wrong, so every error shows at once. */
const vinRuleApplies = (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) => {
  const v = payload.value as Partial<YearAndVin> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.vin === 'string' &&
    typeof v.year === 'number' &&
    !payload.issues.some((i) => !i.path?.length || i.path[0] === 'vin' || i.path[0] === 'year')
  );
};
const withVinRule = <S extends z.ZodType<YearAndVin>>(schema: S) =>
  schema
    .refine((v) => vinProblem(v.vin, v.year) !== VIN_SHAPE_MESSAGE, { path: ['vin'], message: VIN_SHAPE_MESSAGE, when: vinRuleApplies })
    .refine((v) => vinProblem(v.vin, v.year) !== VIN_CHECK_DIGIT_MESSAGE, {
      path: ['vin'],
      message: VIN_CHECK_DIGIT_MESSAGE,
      when: vinRuleApplies,
    });

export const vehicleInputSchema = withVinRule(vehicleFieldsSchema);
export type VehicleInput = z.output<typeof vehicleInputSchema>;

/**
 * PUT /api/vehicles/{id}: the full vehicle, as the edit dialogs send it.
 * Status, "price on request" and the disclosures may be left out: absent
 * keeps the stored value (an older client must not un-sell a vehicle or wipe
 * its answers). An `id` in the body is dropped: the path names the vehicle.
 */
export const vehicleUpdateSchema = withVinRule(
  vehicleFieldsSchema.extend({
    status: z.enum(VEHICLE_STATUSES, `Status must be one of: ${VEHICLE_STATUSES.join(', ')}`).optional(),
    priceOnRequest: z.boolean('Price on request must be true or false').optional(),
    disclosures: disclosuresInputSchema.optional(),
    history: vehicleHistoryInputSchema.optional(),
    // Absent keeps the stored trim and drivetrain (a client from before they were asked must not wipe them).
    trim: z.string('Trim must be text').trim().max(60, 'Trim must be at most 60 characters').optional(),
    drivetrain: z
      .preprocess((v) => (v === '' ? null : v), z.enum(DRIVETRAINS, `Drivetrain must be one of: ${DRIVETRAINS.join(', ')}`).nullable())
      .optional(),
  }),
);

export const vehicleStatusChangeSchema = z.object({
  status: z.enum(VEHICLE_STATUSES, `Status must be one of: ${VEHICLE_STATUSES.join(', ')}`),
  garageRegister: garageRegisterSchema.optional(),
});
