import { z } from 'zod';
import { changeVehicleStatus, getVehicleById, markVehicleSold } from '#src/db/queries/vehicles';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { notifyHoldSold } from '#src/server/holds/hold-steps';
import { requiresGarageRegister } from '#src/lib/vehicle-status';
import { vehicleStatusChangeSchema } from '#src/lib/validation/vehicle';
import { publishRefused } from '#src/pages/api/vehicles/_publish-gate';
import { vehicleStatusAnswer } from '#src/lib/api-answers/vehicles';

const NOT_FOUND = 'Vehicle not found';
const notFound = () => fail('not-found', NOT_FOUND);
const alreadySold = () => fail('conflict', 'This vehicle is already marked sold.');

// A client that sends `garageRegister: null` means "none", not a malformed register.
const bodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && (v as Record<string, unknown>).garageRegister === null ? { ...v, garageRegister: undefined } : v),
  vehicleStatusChangeSchema,
);

/**
 * Any status at once, except sold: that needs the garage register details,
 * written with the status change in one transaction.
 */
export const PUT = endpoint(
  {
    access: 'staff',
    scope: 'inventory:write',
    summary: "Change a vehicle's status (sold with its garage register details)",
    params: idParams,
    body: bodySchema,
    notFound: NOT_FOUND,
    response: {
      description: 'The vehicle with its new status; marked sold, with `garageRegister`, the entry written with it',
      schema: vehicleStatusAnswer,
    },
  },
  async ({ params, body, actor }) => {
    const { status, garageRegister } = body;

    if (!requiresGarageRegister(status)) {
      const result = changeVehicleStatus(params.id, status, actor);
      if (result.ok) return result.vehicle;
      return result.reason === 'not-publishable' ? publishRefused(result.missing) : notFound();
    }

    const current = getVehicleById(params.id);
    if (!current) return notFound();
    if (current.status === 'sold') return alreadySold();
    if (!garageRegister)
      return fail('invalid', 'A garage register entry is required to mark this vehicle sold.', { requiresGarageRegister: true });

    const result = markVehicleSold(params.id, garageRegister, actor);
    if (result.ok) {
      await notifyHoldSold(result.holdLeadId, actor);
      return { ...result.vehicle, garageRegister: result.entry };
    }
    switch (result.reason) {
      case 'not-found':
        return notFound();
      case 'already-sold':
        return alreadySold();
      case 'vin-mismatch':
        return fail('invalid', 'Invalid input: garageRegister.vinSerialNo', {
          errors: { 'garageRegister.vinSerialNo': "VIN must match the vehicle's VIN" },
        });
    }
  },
);
