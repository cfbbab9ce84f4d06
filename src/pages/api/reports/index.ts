import { getReports } from '#src/db/queries/reports';
import { endpoint } from '#src/server/endpoint';
import { reportsAnswer } from '#src/lib/api-answers/reports';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Sales and inventory reports',
    response: {
      description: 'Sales by month, inventory by category and status, stock age and leads by status and vehicle',
      schema: reportsAnswer,
    },
  },
  () => getReports(),
);
