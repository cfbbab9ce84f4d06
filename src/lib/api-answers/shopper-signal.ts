import { z } from 'zod';
import { VEHICLE_STATUSES } from '#src/lib/enums';
import { ALERT_FREQUENCIES } from '#src/lib/shoppers/alerts';
import { recordId } from './common';

/** The answers of /api/shopper-signal: what staff see of shoppers' interest (counts and a customer's own choices). */

export const vehicleSaveSignalAnswer = z.object({
  saves: z.int().nonnegative().describe('Shoppers who saved the vehicle.'),
  waitingForPriceDrop: z.int().nonnegative().describe('Of those, the ones with alerts on their saved cars.'),
});
export type VehicleSaveSignalAnswer = z.output<typeof vehicleSaveSignalAnswer>;

export const mostSavedAnswer = z.object({
  vehicles: z
    .array(
      z.object({
        id: recordId,
        year: z.int(),
        make: z.string(),
        model: z.string(),
        status: z.enum(VEHICLE_STATUSES),
        saves: z.int().positive(),
      }),
    )
    .describe('The 5 most-saved cars, most first.'),
});
export type MostSavedAnswer = z.output<typeof mostSavedAnswer>;

export const customerShopperSignalAnswer = z
  .object({
    savedVehicles: z
      .array(
        z.object({ id: recordId, year: z.int(), make: z.string(), model: z.string(), trim: z.string(), status: z.enum(VEHICLE_STATUSES) }),
      )
      .describe('Newest save first.'),
    savedSearches: z
      .array(z.object({ id: recordId, name: z.string(), frequency: z.enum(ALERT_FREQUENCIES), paused: z.boolean() }))
      .describe('Newest first.'),
  })
  .describe('Both empty when the address has no shopper account.');
export type CustomerShopperSignalAnswer = z.output<typeof customerShopperSignalAnswer>;
