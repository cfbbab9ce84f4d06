import { z } from 'zod';
import { listTestimonialPage } from '#src/db/queries/lists/testimonial-list';
import { createTestimonial, listTestimonials } from '#src/db/queries/testimonials';
import { pagedOr } from '#src/lib/lists/paging';
import { testimonialListQuerySchema } from '#src/lib/lists/testimonial-list';
import { endpoint, queryObject } from '#src/server/endpoint';
import { json, validationError } from '#src/server/http/api-response';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import { testimonialInputSchema } from '#src/lib/validation/testimonial';
import { testimonialAnswer, testimonialListAnswer } from '#src/lib/api-answers/testimonials';

const unpagedQuery = z.object({
  status: z.enum(['all', 'pending', 'approved'], 'Status must be one of: all, pending, approved').default('all'),
});

/**
 * Visitors see approved testimonials only (any query ignored); staff see all,
 * or filter with ?status=pending|approved, or ask for a page (docs/api-lists.md).
 */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'List testimonials',
    response: {
      description: 'Visitors: the approved testimonials. Staff: all, by ?status=, or with ?page= a page with tab counts',
      schema: testimonialListAnswer,
    },
  },
  ({ can, url }) => {
    if (!can('staff')) return listTestimonials({ approved: true });
    const query = pagedOr(unpagedQuery, testimonialListQuerySchema).safeParse(queryObject(url));
    if (!query.success) return validationError(query.error.issues);
    if (query.data.paged) return listTestimonialPage(query.data);
    const { status } = query.data;
    return listTestimonials(status === 'all' ? {} : { approved: status === 'approved' });
  },
);

/** A visitor's testimonial always waits for approval; staff may enter approved ones. */
export const POST = endpoint(
  {
    access: 'public',
    // A visitor's waits for approval: only an approved one changes what pages show (its table's version moves then).
    invalidates: { tables: ['testimonials'] },
    rateLimit: { limiter: publicPostLimiters.testimonial, exempt: 'staff' },
    summary: 'Send a testimonial',
    body: testimonialInputSchema,
    response: {
      status: 201,
      description: "The stored testimonial (a visitor's waits for approval); 429 past the address's window",
      schema: testimonialAnswer,
    },
  },
  ({ body, can, actor }) => {
    const { isApproved, ...fields } = body;
    if (!can('staff') || !actor) {
      return json(createTestimonial({ ...fields, isApproved: false }, null), 201);
    }
    return json(createTestimonial({ ...fields, isApproved: isApproved ?? false }, actor), 201);
  },
);
