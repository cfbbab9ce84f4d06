import { z } from 'zod';
import { CATEGORY_SLUGS, VEHICLE_STATUSES } from '#src/lib/enums';
import { booleanFilter, pageQuerySchema } from './paging';

export const VEHICLE_SORTS = ['createdAt', 'updatedAt', 'price', 'year', 'mileage', 'make', 'status'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

/** GET /api/vehicles?page=… (docs/api-lists.md). */
export const vehicleListQuerySchema = pageQuerySchema({
  sort: VEHICLE_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: {
    status: z.enum(VEHICLE_STATUSES, `Status must be one of: ${VEHICLE_STATUSES.join(', ')}`).optional(),
    category: z.enum(CATEGORY_SLUGS, `Category must be one of: ${CATEGORY_SLUGS.join(', ')}`).optional(),
    featured: booleanFilter('Featured').optional(),
  },
});
export type VehicleListQuery = z.output<typeof vehicleListQuerySchema>;
