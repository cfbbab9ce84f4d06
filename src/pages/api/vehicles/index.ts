import type { APIRoute } from 'astro';
import { z } from 'zod';
import { actorOf, createVehicle, listVehicles } from '../../../db/queries/vehicles';
import { guard, hasAccess } from '../../../lib/server/auth/guard';
import { json, jsonError, parseParam, readJson } from '../../../lib/server/http';
import { vehicleInputSchema } from '../../../lib/validation/vehicle';
import { publicVehicle } from '../../../lib/vehicle-status';
import { publicReadHeaders } from './_public-cache';

export const prerender = false;

const includeAllSchema = z.enum(['true', 'false'], 'includeAll must be true or false').optional();

/** Every status but sold; ?includeAll=true every status (the inventory page shows sold ones with a badge). */
export const GET: APIRoute = ({ url, locals }) => {
  const includeAll = parseParam(includeAllSchema, url.searchParams.get('includeAll') ?? undefined, 'includeAll');
  if ('response' in includeAll) return includeAll.response;
  const list = listVehicles({ includeSold: includeAll.data === 'true' });
  return json(hasAccess(locals, 'staff') ? list : list.map(publicVehicle), { headers: publicReadHeaders(locals) });
};

export const POST: APIRoute = async ({ request, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const body = await readJson(request, vehicleInputSchema);
  if ('response' in body) return body.response;
  const result = createVehicle(body.data, actorOf(locals.user!));
  if (result.ok) return json(result.vehicle, 201);
  if (result.reason === 'duplicate-vin')
    return jsonError(409, 'A vehicle with this VIN already exists.', { errors: { vin: 'A vehicle with this VIN already exists' } });
  return jsonError(400, 'Add the vehicle first, then mark it sold with its garage register details.', {
    errors: { status: 'A new vehicle cannot be sold: mark it sold with its garage register details' },
  });
};
