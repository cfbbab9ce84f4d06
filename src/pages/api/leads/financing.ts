import type { APIRoute } from 'astro';
import { createFinancingLead } from '../../../db/queries/leads/financing';
import { vehicleLabel } from '../../../db/queries/leads/insert-lead';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { notifyNewLead } from '../../../lib/server/leads/notify-new-lead';
import {
  LEAD_RECEIVED,
  VEHICLE_GONE,
  honeypotAnswer,
  isForeignKeyError,
  refuseIfLimited,
  vehicleOrError,
} from '../../../lib/server/leads/public-post';
import { publicPostLimiters } from '../../../lib/server/public-rate-limit';
import { financingLeadSchema } from '../../../lib/validation/leads';

export const prerender = false;

const limiter = publicPostLimiters.financing;

/**
 * Financing pre-qualification (/financing). The answers are personal data:
 * nothing here logs them, and the answer echoes none of them.
 */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = refuseIfLimited(limiter, clientAddress);
  if (limited) return limited;
  const body = await readJson(request, financingLeadSchema);
  if ('response' in body) return body.response;
  limiter.hit(clientAddress);
  const { website, ...input } = body.data;
  if (website?.trim()) return honeypotAnswer();
  const found = vehicleOrError(input.vehicleId);
  if ('response' in found) return found.response;
  try {
    const { inquiry } = createFinancingLead(input, found.vehicle ? vehicleLabel(found.vehicle) : null);
    void notifyNewLead('financing', inquiry.id);
    return json({ id: inquiry.id, message: LEAD_RECEIVED }, 201);
  } catch (error) {
    if (isForeignKeyError(error)) return jsonError(400, 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });
    throw error;
  }
};
