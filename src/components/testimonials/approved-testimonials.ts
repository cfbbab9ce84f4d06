import { desc, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { testimonials, type Testimonial } from '../../db/schema';

/**
 * Approved testimonials, newest first.
 * TODO(main): use listTestimonials({ approved: true }) from src/db/queries/testimonials.ts
 * (the API work) once it lands on main, and delete this file.
 */
export function listApprovedTestimonials(limit?: number): Testimonial[] {
  const query = db().select().from(testimonials).where(eq(testimonials.isApproved, true)).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return limit ? query.limit(limit).all() : query.all();
}
