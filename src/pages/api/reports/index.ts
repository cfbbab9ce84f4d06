import { getReports } from '#src/db/queries/reports';
import { endpoint } from '#src/server/endpoint';

export const GET = endpoint({ access: 'staff' }, () => getReports());
