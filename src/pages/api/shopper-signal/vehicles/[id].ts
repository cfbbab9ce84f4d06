import { vehicleSaveSignal } from '#src/db/queries/shopper-signal';
import { endpoint, idParams } from '#src/server/endpoint';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'How many shoppers saved a vehicle, and how many wait for its price to drop',
    params: idParams,
    notFound: 'Vehicle not found',
    response: { description: '`{ saves, waitingForPriceDrop }`' },
  },
  ({ params }) => vehicleSaveSignal(params.id),
);
