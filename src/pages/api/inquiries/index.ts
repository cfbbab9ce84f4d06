import type { APIRoute } from 'astro';
import { listInquiries } from '../../../db/queries/inquiries';
import { guard } from '../../../lib/server/auth/guard';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { inquiryLimiter, storeInquiry } from '../../../lib/server/inquiry-submission';
import { tooManyPosts } from '../../../lib/server/public-rate-limit';
import { inquiryInputSchema } from '../../../lib/validation/inquiry';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  return json(listInquiries());
};

const RECEIVED = 'Inquiry received';

/** The public inquiry form once hydrated (without JavaScript it posts to its page: src/lib/server/inquiry-form-post.ts). */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (inquiryLimiter.isLimited(clientAddress)) return tooManyPosts(inquiryLimiter, clientAddress);
  const body = await readJson(request, inquiryInputSchema);
  if ('response' in body) return body.response;
  const outcome = storeInquiry(body.data, clientAddress);
  if (outcome.kind === 'invalid') return jsonError(400, 'Invalid input: vehicleId', { errors: outcome.errors });
  return json({ id: outcome.id, message: RECEIVED }, 201);
};
