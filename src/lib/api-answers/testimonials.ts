import { z } from 'zod';
import { isoInstant, pageAnswer, recordId, tabCounts } from './common';

/** The answers of /api/testimonials. */

export const testimonialAnswer = z.object({
  id: recordId,
  name: z.string(),
  vehicle: z.string().describe('The car the customer bought, as they wrote it.'),
  rating: z.int().min(1).max(5).describe('Whole stars, 1 to 5.'),
  comment: z.string(),
  isApproved: z.boolean().describe("Shown on the site; a visitor's testimonial waits for approval."),
  createdAt: isoInstant,
});
export type TestimonialAnswer = z.output<typeof testimonialAnswer>;

export const testimonialPageAnswer = pageAnswer(testimonialAnswer, tabCounts(['all', 'pending', 'approved']));

export const testimonialListAnswer = z
  .union([testimonialPageAnswer, z.array(testimonialAnswer)])
  .describe(
    'Visitors: the approved testimonials, newest first. Staff: all or by ?status=, newest first; with ?page= a page with tab counts (all, pending, approved).',
  );
export type TestimonialListAnswer = z.output<typeof testimonialListAnswer>;

export const testimonialDeletedAnswer = z.object({ id: recordId, deleted: z.literal(true) });
