import { and, count, eq } from 'drizzle-orm';
import type { Page } from '#src/lib/lists/paging';
import type { TestimonialListQuery, TestimonialSort } from '#src/lib/lists/testimonial-list';
import { db } from '#src/db/client';
import { testimonials, type Testimonial } from '#src/db/schema';
import { noCase, offsetOf, orderBy, searchAny } from './paging';

const SORT_EXPRESSIONS: Record<TestimonialSort, Parameters<typeof orderBy>[1]> = {
  createdAt: [testimonials.createdAt],
  rating: [testimonials.rating],
  name: [noCase(testimonials.name)],
};

/** `status` and `approved` both narrow; asking for pending and approved at once finds nothing. */
function approvalFilter(query: TestimonialListQuery) {
  const wanted = new Set<boolean>([true, false]);
  if (query.status === 'pending') wanted.delete(true);
  if (query.status === 'approved') wanted.delete(false);
  if (query.approved !== undefined) wanted.delete(!query.approved);
  return wanted;
}

export function listTestimonialPage(query: TestimonialListQuery): Page<Testimonial> {
  const others = searchAny(query.q, [testimonials.name, testimonials.vehicle, testimonials.comment]);
  const wanted = approvalFilter(query);
  const byApproval = db()
    .select({ approved: testimonials.isApproved, n: count() })
    .from(testimonials)
    .where(others)
    .groupBy(testimonials.isApproved)
    .all();
  const counts = { all: 0, pending: 0, approved: 0 };
  for (const { approved, n } of byApproval) {
    counts.all += n;
    counts[approved ? 'approved' : 'pending'] += n;
  }
  const total = (wanted.has(true) ? counts.approved : 0) + (wanted.has(false) ? counts.pending : 0);
  const where = and(others, wanted.size === 1 ? eq(testimonials.isApproved, wanted.has(true)) : undefined);
  const items =
    wanted.size === 0
      ? []
      : db()
          .select()
          .from(testimonials)
          .where(where)
          .orderBy(...orderBy(query.dir, SORT_EXPRESSIONS[query.sort], testimonials.id))
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .all();
  return { items, total, page: query.page, pageSize: query.pageSize, counts };
}
