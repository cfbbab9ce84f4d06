import { endpoint, idParams } from '#src/server/endpoint';
import { unsaveVehicle } from '#src/db/queries/saved-vehicles';
import { requireShopper } from '#src/server/shoppers/shopper-session';

export const DELETE = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Remove a vehicle from the signed-in shopper’s saves',
    description: 'Needs a shopper session. Removing one not saved changes nothing.',
    params: idParams,
    notFound: 'Vehicle not found',
    response: { status: 204, description: 'Removed' },
  },
  ({ locals, params }) => {
    unsaveVehicle(requireShopper(locals).shopper.id, params.id);
    return undefined;
  },
);
