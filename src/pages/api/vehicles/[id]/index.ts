import { getVehicleById, updateVehicle } from '#src/db/queries/vehicles';
import { removeVehicle } from '#src/server/inventory/remove-vehicle';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { vehicleUpdateSchema } from '#src/lib/validation/vehicle';
import { publicVehicle } from '#src/lib/vehicle-status';
import { isListed } from '#src/lib/enums';
import { publishRefused } from '#src/pages/api/vehicles/_publish-gate';
import { publicReadHeaders } from '#src/pages/api/vehicles/_public-cache';
import { vehicleAnswer, vehicleDeletedAnswer, vehicleReadAnswer } from '#src/lib/api-answers/vehicles';

const NOT_FOUND = 'Vehicle not found';

export const GET = endpoint(
  {
    access: 'public',
    scope: 'inventory:read',
    summary: 'Get a vehicle',
    params: idParams,
    notFound: NOT_FOUND,
    response: {
      description: "The vehicle (staff see every field; visitors the public ones, a sold or price-on-request vehicle's price null)",
      schema: vehicleReadAnswer,
    },
  },
  ({ params, locals, can }) => {
    const vehicle = getVehicleById(params.id);
    // A draft is not on the site yet: to visitors it does not exist.
    if (!vehicle || (!isListed(vehicle) && !can('staff'))) return fail('not-found', NOT_FOUND);
    return json(can('staff') ? vehicle : publicVehicle(vehicle), { headers: publicReadHeaders(locals) });
  },
);

export const PUT = endpoint(
  {
    access: 'staff',
    scope: 'inventory:write',
    summary: 'Update a vehicle',
    params: idParams,
    body: vehicleUpdateSchema,
    notFound: NOT_FOUND,
    response: { description: 'The updated vehicle; 409 for a VIN another vehicle has', schema: vehicleAnswer },
  },
  ({ params, body, actor }) => {
    const result = updateVehicle(params.id, body, actor);
    if (result.ok) return result.vehicle;
    switch (result.reason) {
      case 'not-found':
        return fail('not-found', NOT_FOUND);
      case 'duplicate-vin':
        return fail('conflict', 'A vehicle with this VIN already exists.', { errors: { vin: 'A vehicle with this VIN already exists' } });
      case 'sold-needs-register':
        return fail('invalid', 'A garage register entry is required to mark this vehicle sold.', { requiresGarageRegister: true });
      case 'not-publishable':
        return publishRefused(result.missing);
    }
  },
);

export const DELETE = endpoint(
  {
    access: 'staff',
    summary: 'Delete a vehicle',
    params: idParams,
    notFound: NOT_FOUND,
    response: {
      description: '`{ deleted: true, id }`; 409 for a sold vehicle (the garage register keeps it)',
      schema: vehicleDeletedAnswer,
    },
  },
  async ({ params, actor }) => {
    const result = await removeVehicle(params.id, actor);
    if (result.ok) return { deleted: true, id: params.id };
    if (result.reason === 'not-found') return fail('not-found', NOT_FOUND);
    return fail(
      'conflict',
      'This vehicle has a garage register entry and cannot be deleted: the register is a legal record. Change its status instead.',
    );
  },
);
