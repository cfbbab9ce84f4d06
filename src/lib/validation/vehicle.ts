import { z } from 'zod';
import { disclosuresInputSchema } from '../disclosures';
import { CATEGORY_SLUGS, CONDITIONS, FUEL_TYPES, TRANSMISSIONS, VEHICLE_STATUSES, parseCategory } from '../enums';
import { isOwnMediaPath } from '../images';
import { normalizeFeatures } from '../inventory/features';
import { garageRegisterSchema } from './garage-register';

export const maxVehicleYear = () => new Date().getFullYear() + 1;

const text = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

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

export const vehicleInputSchema = z.object({
  make: text('Make', 60),
  model: text('Model', 80),
  year: z.coerce
    .number('Year must be a number')
    .int('Year must be a whole number')
    .min(1900, 'Year must be 1900 or later')
    .refine((y) => y <= maxVehicleYear(), { message: `Year must be at most next year` }),
  price: wholeNumber('Price', 0, 100_000_000),
  priceOnRequest: z.boolean('Price on request must be true or false').default(false),
  mileage: wholeNumber('Mileage', 0, 5_000_000),
  fuelType: z.enum(FUEL_TYPES, `Fuel type must be one of: ${FUEL_TYPES.join(', ')}`),
  transmission: z.enum(TRANSMISSIONS, `Transmission must be one of: ${TRANSMISSIONS.join(', ')}`),
  color: text('Color', 60),
  description: text('Description', 5000),
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
  vin: z
    .string('VIN is required')
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'VIN must be 17 letters and digits (no I, O or Q)'),
  disclosures: disclosuresInputSchema,
});
export type VehicleInput = z.output<typeof vehicleInputSchema>;

export const vehicleStatusChangeSchema = z.object({
  status: z.enum(VEHICLE_STATUSES, `Status must be one of: ${VEHICLE_STATUSES.join(', ')}`),
  garageRegister: garageRegisterSchema.optional(),
});
