import { mostSavedVehicles } from '#src/db/queries/shopper-signal';
import { endpoint } from '#src/server/endpoint';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'The cars shoppers saved most (dashboard)',
    response: { description: '`{ vehicles: [{ id, year, make, model, status, saves }] }`' },
  },
  () => ({ vehicles: mostSavedVehicles(5) }),
);
