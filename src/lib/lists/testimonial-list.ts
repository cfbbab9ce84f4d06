import { z } from 'zod';
import { booleanFilter, pageQuerySchema } from './paging';

export const TESTIMONIAL_SORTS = ['createdAt', 'rating', 'name'] as const;
export type TestimonialSort = (typeof TESTIMONIAL_SORTS)[number];

/** GET /api/testimonials?page=… (docs/api-lists.md): `status` or `approved` choose pending or approved ones. */
export const testimonialListQuerySchema = pageQuerySchema({
  sort: TESTIMONIAL_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: {
    status: z.enum(['all', 'pending', 'approved'], 'Status must be one of: all, pending, approved').optional(),
    approved: booleanFilter('Approved').optional(),
  },
});
export type TestimonialListQuery = z.output<typeof testimonialListQuerySchema>;
