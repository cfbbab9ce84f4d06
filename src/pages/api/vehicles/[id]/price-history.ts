import { getVehicleById, listPriceChanges } from '#src/db/queries/vehicles';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { priceHistoryAnswer } from '#src/lib/api-answers/vehicles';

const NOT_FOUND = 'Vehicle not found';

/** Staff: every change of the vehicle's asking price (who, when, old, new), newest first. */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'inventory:read',
    summary: "A vehicle's price history",
    params: idParams,
    notFound: NOT_FOUND,
    response: { description: 'Every change of the asking price, newest first', schema: priceHistoryAnswer },
  },
  ({ params }) => {
    if (!getVehicleById(params.id)) return fail('not-found', NOT_FOUND);
    return listPriceChanges(params.id);
  },
);
