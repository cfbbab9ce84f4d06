import { createOfferLead } from '#src/db/queries/leads/offers';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http';
import { vehicleAskingPrice } from '#src/server/leads/asking-price';
import { notifyNewLead } from '#src/server/leads/notify-new-lead';
import {
  LEAD_RECEIVED,
  honeypotAnswer,
  isForeignKeyError,
  refuseIfLimited,
  vehicleGone,
  findLeadVehicle,
} from '#src/server/leads/public-post';
import { publicPostLimiters } from '#src/server/public-rate-limit';
import { offerLeadSchema } from '#src/lib/validation/leads';

const limiter = publicPostLimiters.offer;

/** Make an offer (vehicle page): the amount, the contact and an optional trade-in. A sold vehicle takes no offers. */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Make an offer on a vehicle',
    response: { status: 201, description: "`{ id, message: 'Request received' }`; 409 when the vehicle is sold" },
    body: offerLeadSchema,
  },
  ({ body, clientAddress }) => {
    const limited = refuseIfLimited(limiter, clientAddress);
    if (limited) return limited;
    limiter.hit(clientAddress);
    const { website, ...input } = body;
    if (website?.trim()) return honeypotAnswer();
    const found = findLeadVehicle(input.vehicleId);
    if (!found) return vehicleGone();
    if (found.status === 'sold')
      return fail('conflict', 'This vehicle has been sold and no longer takes offers.', {
        errors: { vehicleId: 'This vehicle has been sold.' },
      });
    try {
      const { inquiry } = createOfferLead(input, found, vehicleAskingPrice(found));
      void notifyNewLead('offer', inquiry.id);
      return json({ id: inquiry.id, message: LEAD_RECEIVED }, 201);
    } catch (error) {
      if (isForeignKeyError(error)) return vehicleGone();
      throw error;
    }
  },
);
