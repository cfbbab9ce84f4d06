import { getReports } from '#src/db/queries/reports';
import { endpoint } from '#src/server/endpoint';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Sales and inventory reports',
    response: { status: 200, description: 'Sales by month, by category, stock age and lead sources (Reports)' },
  },
  () => getReports(),
);
