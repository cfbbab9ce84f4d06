import type { APIRoute } from 'astro';
import { createInquiry, listInquiries } from '../../../db/queries/inquiries';
import { getVehicleById } from '../../../db/queries/vehicles';
import { guard } from '../../../lib/server/auth/guard';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { publicPostLimiters, tooManyPosts } from '../../../lib/server/public-rate-limit';
import { inquiryInputSchema } from '../../../lib/validation/inquiry';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  return json(listInquiries());
};

const limiter = publicPostLimiters.inquiry;
const RECEIVED = 'Inquiry received';
const VEHICLE_GONE = 'This vehicle is no longer in our inventory.';

/** The public inquiry form. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (limiter.isLimited(clientAddress)) return tooManyPosts(limiter, clientAddress);
  const body = await readJson(request, inquiryInputSchema);
  if ('response' in body) return body.response;
  limiter.hit(clientAddress);
  const { website, ...input } = body.data;
  // A filled honeypot is a bot: it gets the same answer as a person, so it learns nothing, and nothing is stored.
  if (website?.trim()) return json({ id: fakeId(), message: RECEIVED }, 201);
  if (input.vehicleId != null && !getVehicleById(input.vehicleId)) {
    return jsonError(400, 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });
  }
  try {
    const inquiry = createInquiry(input);
    return json({ id: inquiry.id, message: RECEIVED }, 201);
  } catch (error) {
    // The vehicle was deleted between the check and the insert.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
      return jsonError(400, 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });
    }
    throw error;
  }
};

function fakeId(): number {
  return 1000 + Math.floor(Math.random() * 9000);
}
