import * as z from 'zod/mini';
import { DELIVERY_COUNTRY_CODES, TRANSPORT_TYPES, checkDestination, isCalendarDate } from '#src/lib/remote-buying/delivery';
import { torontoToday } from '#src/lib/format/dates';
import { leadContactFields } from './leads';
import { singleLine } from './plain-text';

/**
 * The two leads of a buyer far away (issue 23 items 7 and 8): a delivery
 * quote and a hold request, both about one vehicle. zod/mini: the public
 * islands ship them and the server parses the same schemas.
 */

const vehicleId = z.int('Vehicle must be a whole number.').check(z.positive('Vehicle must be a whole number.'));

/** "Delivery quote" on a vehicle's page: where to, how, by when. */
export const deliveryLeadSchema = z
  .object({
    ...leadContactFields,
    vehicleId,
    country: z.enum(DELIVERY_COUNTRY_CODES, 'Please choose the destination country.'),
    region: singleLine('Province or state', 80, 0),
    postalCode: z.optional(z.string().check(z.trim(), z.maxLength(12, 'Postal or ZIP code must be at most 12 characters.'))),
    transport: z.enum(TRANSPORT_TYPES, 'Please choose enclosed or open transport.'),
    wantedBy: z.optional(
      z.string().check(
        z.trim(),
        z.refine((d) => d === '' || isCalendarDate(d), { message: 'Please enter a date (YYYY-MM-DD).' }),
        z.refine((d) => d === '' || !isCalendarDate(d) || d >= torontoToday(), { message: 'The date cannot be in the past.' }),
      ),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const checked = checkDestination(v.country, v.region, v.postalCode ?? '');
      if (checked.ok) return;
      for (const [path, message] of Object.entries(checked.errors)) ctx.issues.push({ code: 'custom', message, path: [path], input: v });
    }),
  );
export type DeliveryLeadInput = z.output<typeof deliveryLeadSchema>;

/** "Reserve this car": the shopper asks for a hold and agrees to the hold's terms shown beside the form. */
export const holdLeadSchema = z.object({
  ...leadContactFields,
  vehicleId,
  termsAccepted: z.literal(true, 'Please confirm you have read the hold terms.'),
});
export type HoldLeadInput = z.output<typeof holdLeadSchema>;
