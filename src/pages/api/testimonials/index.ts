import type { APIRoute } from 'astro';
import { z } from 'zod';
import { createTestimonial, listTestimonials } from '../../../db/queries/testimonials';
import { displayName, hasAccess } from '../../../lib/server/auth/guard';
import { json, parseParam, readJson } from '../../../lib/server/http';
import { publicPostLimiters, tooManyPosts } from '../../../lib/server/public-rate-limit';
import { testimonialInputSchema } from '../../../lib/validation/testimonial';

export const prerender = false;

const statusSchema = z.enum(['all', 'pending', 'approved'], 'Status must be one of: all, pending, approved').default('all');

/** Visitors see approved testimonials only; staff see all, or filter with ?status=pending|approved. */
export const GET: APIRoute = ({ locals, url }) => {
  if (!hasAccess(locals, 'staff')) return json(listTestimonials({ approved: true }));
  const status = parseParam(statusSchema, url.searchParams.get('status') ?? undefined, 'status');
  if ('response' in status) return status.response;
  return json(listTestimonials(status.data === 'all' ? {} : { approved: status.data === 'approved' }));
};

const limiter = publicPostLimiters.testimonial;

/** A visitor's testimonial always waits for approval; staff may enter approved ones. */
export const POST: APIRoute = async ({ locals, request, clientAddress }) => {
  const staff = hasAccess(locals, 'staff');
  if (!staff && limiter.isLimited(clientAddress)) return tooManyPosts(limiter, clientAddress);
  const body = await readJson(request, testimonialInputSchema);
  if ('response' in body) return body.response;
  const { isApproved, ...fields } = body.data;
  if (!staff) {
    limiter.hit(clientAddress);
    return json(createTestimonial({ ...fields, isApproved: false }, null), 201);
  }
  const actor = { id: locals.user!.id, name: displayName(locals.user!) };
  return json(createTestimonial({ ...fields, isApproved: isApproved ?? false }, actor), 201);
};
