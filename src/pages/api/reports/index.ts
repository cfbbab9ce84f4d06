import { getReports } from '../../../db/queries/reports';
import { endpoint } from '../../../lib/server/endpoint';

export const GET = endpoint({ access: 'staff' }, () => getReports());
