import { getDashboardFigures } from '#src/db/queries/dashboard';
import type { DashboardData } from '#src/islands/portal/dashboard/dashboard';

/** The dashboard's figures as the island receives them: rendered with the page, the same JSON GET /api/dashboard answers. */
export function dashboardData(): DashboardData {
  return JSON.parse(JSON.stringify(getDashboardFigures())) as DashboardData;
}
