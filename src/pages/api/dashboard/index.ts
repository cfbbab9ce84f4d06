import { getDashboardFigures } from '../../../db/queries/dashboard';
import { endpoint } from '../../../lib/server/endpoint';

/** The figures both dashboards show, computed once on the server (docs/api-lists.md). */
export const GET = endpoint({ access: 'staff' }, () => getDashboardFigures());
