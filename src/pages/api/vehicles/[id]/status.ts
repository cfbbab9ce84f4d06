import type { APIRoute } from 'astro';
import { z } from 'zod';
import { actorOf, changeVehicleStatus, getVehicleById, markVehicleSold } from '../../../../db/queries/vehicles';
import { guard } from '../../../../lib/server/auth/guard';
import { requiresGarageRegister } from '../../../../lib/vehicle-status';
import { json, jsonError, readJson } from '../../../../lib/server/http';
import { vehicleStatusChangeSchema } from '../../../../lib/validation/vehicle';
import { vehicleIdFrom, vehicleNotFound } from './_vehicle-id';

export const prerender = false;

// A client that sends `garageRegister: null` means "none", not a malformed register.
const bodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as Record<string, unknown>).garageRegister === null ? { ...v, garageRegister: undefined } : v),
  vehicleStatusChangeSchema,
);

/**
 * Any status at once, except sold: that needs the garage register details,
 * written with the status change in one transaction.
 */
export const PUT: APIRoute = async ({ params, request, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const path = vehicleIdFrom(params.id);
  if ('response' in path) return path.response;
  const body = await readJson(request, bodySchema);
  if ('response' in body) return body.response;
  const actor = actorOf(locals.user!);
  const { status, garageRegister } = body.data;

  if (!requiresGarageRegister(status)) {
    const result = changeVehicleStatus(path.id, status, actor);
    return result.ok ? json(result.vehicle) : vehicleNotFound();
  }

  const current = getVehicleById(path.id);
  if (!current) return vehicleNotFound();
  if (current.status === 'sold') return jsonError(409, 'This vehicle is already marked sold.');
  if (!garageRegister)
    return jsonError(400, 'A garage register entry is required to mark this vehicle sold.', { requiresGarageRegister: true });

  const result = markVehicleSold(path.id, garageRegister, actor);
  if (result.ok) return json({ ...result.vehicle, garageRegister: result.entry });
  switch (result.reason) {
    case 'not-found':
      return vehicleNotFound();
    case 'already-sold':
      return jsonError(409, 'This vehicle is already marked sold.');
    case 'vin-mismatch':
      return jsonError(400, 'Invalid input: garageRegister.vinSerialNo', {
        errors: { 'garageRegister.vinSerialNo': "VIN must match the vehicle's VIN" },
      });
  }
};
