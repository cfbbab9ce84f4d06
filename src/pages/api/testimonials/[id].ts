import type { APIRoute } from 'astro';
import { deleteTestimonial, updateTestimonial } from '../../../db/queries/testimonials';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { json, jsonError, parseParam, readJson } from '../../../lib/server/http';
import { idParamSchema } from '../../../lib/validation/ids';
import { testimonialUpdateSchema } from '../../../lib/validation/testimonial';

export const prerender = false;

/** Approve, unapprove or edit any field. */
export const PUT: APIRoute = async ({ locals, params, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const body = await readJson(request, testimonialUpdateSchema);
  if ('response' in body) return body.response;
  const testimonial = updateTestimonial(id.data, body.data, { id: locals.user!.id, name: displayName(locals.user!) });
  return testimonial ? json(testimonial) : jsonError(404, 'Testimonial not found');
};

export const DELETE: APIRoute = ({ locals, params }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  return deleteTestimonial(id.data, { id: locals.user!.id, name: displayName(locals.user!) })
    ? json({ id: id.data, deleted: true })
    : jsonError(404, 'Testimonial not found');
};
