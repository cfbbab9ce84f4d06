import { getVehicleStats } from '#src/db/queries/vehicles';
import { endpoint } from '#src/server/endpoint';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Inventory figures',
    response: { status: 200, description: '`{ total, byStatus, featured, inventoryValue, … }` (VehicleStats)' },
  },
  () => getVehicleStats(),
);
