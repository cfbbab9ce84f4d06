import { getVehicleStats } from '../../../db/queries/vehicles';
import { endpoint } from '../../../lib/server/endpoint';

export const GET = endpoint({ access: 'staff' }, () => getVehicleStats());
