import { getDashboardFigures } from '#src/db/queries/dashboard';
import { endpoint } from '#src/server/endpoint';
import { dashboardAnswer } from '#src/lib/api-answers/dashboard';

/** The figures both dashboards show, computed once on the server (docs/api-lists.md). */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Dashboard figures',
    response: { status: 200, description: 'The figures both dashboards show (DashboardFigures)', schema: dashboardAnswer },
  },
  () => getDashboardFigures(),
);
