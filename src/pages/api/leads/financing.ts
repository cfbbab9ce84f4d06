import { createFinancingLead } from '#src/db/queries/leads/financing';
import { vehicleLabel } from '#src/db/queries/leads/insert-lead';
import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http';
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
import { financingLeadSchema } from '#src/lib/validation/leads';

const limiter = publicPostLimiters.financing;

/**
 * Financing pre-qualification (/financing). The answers are personal data:
 * nothing here logs them, and the answer echoes none of them.
 */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Send a financing pre-qualification',
    response: { status: 201, description: "`{ id, message: 'Request received' }`; the answers are never echoed" },
    body: financingLeadSchema,
  },
  ({ body, clientAddress }) => {
    const limited = refuseIfLimited(limiter, clientAddress);
    if (limited) return limited;
    limiter.hit(clientAddress);
    const { website, ...input } = body;
    if (website?.trim()) return honeypotAnswer();
    const vehicle = input.vehicleId == null ? null : findLeadVehicle(input.vehicleId);
    if (vehicle === undefined) return vehicleGone();
    try {
      const { inquiry } = createFinancingLead(input, vehicle ? vehicleLabel(vehicle) : null);
      void notifyNewLead('financing', inquiry.id);
      return json({ id: inquiry.id, message: LEAD_RECEIVED }, 201);
    } catch (error) {
      if (isForeignKeyError(error)) return vehicleGone();
      throw error;
    }
  },
);
