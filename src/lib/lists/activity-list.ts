import { z } from 'zod';
import { pageQuerySchema } from './paging';

export const ACTIVITY_SORTS = ['createdAt', 'actorName', 'action'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/** GET /api/activity?page=… (docs/api-lists.md): `action` is exact (vehicle.sold) or a prefix without a dot (vehicle). */
export const activityListQuerySchema = pageQuerySchema({
  sort: ACTIVITY_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: {
    actor: z.string().max(200, 'Actor must be at most 200 characters').optional(),
    action: z
      .string()
      .regex(/^[a-z][a-z-]*(\.[a-z][a-z-]*)?$/, 'Action must look like vehicle or vehicle.sold')
      .optional(),
    entityType: z
      .string()
      .regex(/^[a-z][a-z-]*$/, 'Entity type must be a word like vehicle')
      .optional(),
  },
});
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;
