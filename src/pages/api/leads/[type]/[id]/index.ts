import type { APIRoute } from 'astro';
import { getLeadDetail } from '../../../../../db/queries/leads/lead-detail';
import { guard } from '../../../../../lib/server/auth/guard';
import { json, jsonError } from '../../../../../lib/server/http';
import { leadParams } from '../../../../../lib/server/leads/lead-params';

export const prerender = false;

/** One lead with its type's details (trade-in and photos, offer history, financing answers) and the customer's other leads. Staff only. */
export const GET: APIRoute = ({ locals, params }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const p = leadParams(params);
  if ('response' in p) return p.response;
  const lead = getLeadDetail(p.type, p.id);
  return lead ? json(lead) : jsonError(404, 'Lead not found');
};
