import type { APIRoute } from 'astro';
import { createOfferLead } from '../../../db/queries/leads/offers';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { vehicleAskingPrice } from '../../../lib/server/leads/asking-price';
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
import { offerLeadSchema } from '../../../lib/validation/leads';

export const prerender = false;

const limiter = publicPostLimiters.offer;

/** Make an offer (vehicle page): the amount, the contact and an optional trade-in. A sold vehicle takes no offers. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  const limited = refuseIfLimited(limiter, clientAddress);
  if (limited) return limited;
  const body = await readJson(request, offerLeadSchema);
  if ('response' in body) return body.response;
  limiter.hit(clientAddress);
  const { website, ...input } = body.data;
  if (website?.trim()) return honeypotAnswer();
  const found = vehicleOrError(input.vehicleId);
  if ('response' in found) return found.response;
  const vehicle = found.vehicle!;
  if (vehicle.status === 'sold') {
    return jsonError(409, 'This vehicle has been sold and no longer takes offers.', {
      errors: { vehicleId: 'This vehicle has been sold.' },
    });
  }
  try {
    const { inquiry } = createOfferLead(input, vehicle, vehicleAskingPrice(vehicle));
    void notifyNewLead('offer', inquiry.id);
    return json({ id: inquiry.id, message: LEAD_RECEIVED }, 201);
  } catch (error) {
    if (isForeignKeyError(error)) return jsonError(400, 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });
    throw error;
  }
};
