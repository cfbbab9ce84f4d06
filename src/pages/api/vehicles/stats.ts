import { getVehicleStats } from '#src/db/queries/vehicles';
import { endpoint } from '#src/server/endpoint';
import { vehicleStatsAnswer } from '#src/lib/api-answers/vehicles';

export const GET = endpoint(
  {
    access: 'staff',
    scope: 'inventory:read',
    summary: 'Inventory figures',
    response: {
      description: 'Inventory figures: totals by status, in stock, featured, inventory value and average price',
      schema: vehicleStatsAnswer,
    },
  },
  () => getVehicleStats(),
);
