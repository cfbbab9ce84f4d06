import { vehicleSaveSignal } from '#src/db/queries/shopper-signal';
import { endpoint, idParams } from '#src/server/endpoint';
import { vehicleSaveSignalAnswer } from '#src/lib/api-answers/shopper-signal';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'How many shoppers saved a vehicle, and how many wait for its price to drop',
    params: idParams,
    notFound: 'Vehicle not found',
    response: { description: '`{ saves, waitingForPriceDrop }`', schema: vehicleSaveSignalAnswer },
  },
  ({ params }) => vehicleSaveSignal(params.id),
);
