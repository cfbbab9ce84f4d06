import type { APIRoute } from 'astro';
import { z } from 'zod';
import { actorOf, deleteVehicle, getVehicleById, updateVehicle } from '../../../../db/queries/vehicles';
import { VEHICLE_STATUSES } from '../../../../lib/enums';
import { guard, hasAccess } from '../../../../lib/server/auth/guard';
import { json, jsonError, readJson } from '../../../../lib/server/http';
import { disclosuresInputSchema } from '../../../../lib/disclosures';
import { vehicleInputSchema } from '../../../../lib/validation/vehicle';
import { publicVehicle } from '../../../../lib/vehicle-status';
import { publicReadHeaders } from '../_public-cache';
import { vehicleIdFrom, vehicleNotFound } from './_vehicle-id';

export const prerender = false;

/**
 * The full vehicle, as the edit dialogs send it. Status may be left out (the
 * admin manager has no status field): absent keeps the current one rather
 * than the create default, which would quietly un-sell a sold vehicle.
 * An `id` in the body is dropped: the path names the vehicle.
 */
const vehicleUpdateSchema = vehicleInputSchema.extend({
  status: z.enum(VEHICLE_STATUSES, `Status must be one of: ${VEHICLE_STATUSES.join(', ')}`).optional(),
  // Absent keeps the stored answers and setting, as for status: an older client must not wipe them.
  priceOnRequest: z.boolean('Price on request must be true or false').optional(),
  disclosures: disclosuresInputSchema.optional(),
});

export const GET: APIRoute = ({ params, locals }) => {
  const path = vehicleIdFrom(params.id);
  if ('response' in path) return path.response;
  const vehicle = getVehicleById(path.id);
  if (!vehicle) return vehicleNotFound();
  return json(hasAccess(locals, 'staff') ? vehicle : publicVehicle(vehicle), { headers: publicReadHeaders(locals) });
};

export const PUT: APIRoute = async ({ params, request, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const path = vehicleIdFrom(params.id);
  if ('response' in path) return path.response;
  const body = await readJson(request, vehicleUpdateSchema);
  if ('response' in body) return body.response;
  const result = updateVehicle(path.id, body.data, actorOf(locals.user!));
  if (result.ok) return json(result.vehicle);
  switch (result.reason) {
    case 'not-found':
      return vehicleNotFound();
    case 'duplicate-vin':
      return jsonError(409, 'A vehicle with this VIN already exists.', { errors: { vin: 'A vehicle with this VIN already exists' } });
    case 'sold-needs-register':
      return jsonError(400, 'A garage register entry is required to mark this vehicle sold.', { requiresGarageRegister: true });
  }
};

export const DELETE: APIRoute = ({ params, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const path = vehicleIdFrom(params.id);
  if ('response' in path) return path.response;
  const result = deleteVehicle(path.id, actorOf(locals.user!));
  if (result.ok) return json({ deleted: true, id: path.id });
  if (result.reason === 'not-found') return vehicleNotFound();
  return jsonError(
    409,
    'This vehicle has a garage register entry and cannot be deleted: the register is a legal record. Change its status instead.',
  );
};
