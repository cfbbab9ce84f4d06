import { z } from 'zod';
import { CATEGORY_SLUGS, INQUIRY_STATUSES, VEHICLE_STATUSES } from '#src/lib/enums';
import { recordId } from './common';

/** GET /api/reports: the reports screen's figures (Reports of src/db/queries/reports.ts). */
const count = z.int().nonnegative();
const value = z.int().nonnegative().describe('Sum of list prices, whole dollars.');

export const reportsAnswer = z.object({
  inventory: z
    .object({ inStock: count, inventoryValue: value, averagePrice: z.int().nonnegative() })
    .describe("In stock and its list value: the dashboards' figures."),
  salesByMonth: z
    .array(z.object({ month: z.string().describe('yyyy-mm'), count, value }))
    .describe('The last 12 calendar months, oldest first; empty months are 0.'),
  averageDaysInStock: z.number().nullable().describe('From into stock to out of stock, one decimal; null without sales.'),
  inventoryByCategory: z
    .array(z.object({ category: z.enum(CATEGORY_SLUGS), label: z.string(), count, value }))
    .describe('Vehicles in stock (offered for sale), every category.'),
  inventoryByStatus: z.array(z.object({ status: z.enum(VEHICLE_STATUSES), count, value })).describe('Every vehicle, every status.'),
  inquiriesByStatus: z.array(z.object({ status: z.enum(INQUIRY_STATUSES), count })),
  inquiriesByVehicle: z
    .array(z.object({ vehicleId: recordId, year: z.int(), make: z.string(), model: z.string(), trim: z.string(), count }))
    .describe('The 10 vehicles with the most leads, most first.'),
});
export type ReportsAnswer = z.output<typeof reportsAnswer>;
