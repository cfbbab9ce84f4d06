import { mostSavedVehicles } from '#src/db/queries/shopper-signal';
import { endpoint } from '#src/server/endpoint';
import { mostSavedAnswer } from '#src/lib/api-answers/shopper-signal';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'The cars shoppers saved most (dashboard)',
    response: { description: '`{ vehicles }`: the 5 most-saved cars with their saves', schema: mostSavedAnswer },
  },
  () => ({ vehicles: mostSavedVehicles(5) }),
);
