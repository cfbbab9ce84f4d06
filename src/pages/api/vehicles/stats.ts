import { getVehicleStats } from '#src/db/queries/vehicles';
import { endpoint } from '#src/server/endpoint';

export const GET = endpoint({ access: 'staff' }, () => getVehicleStats());
