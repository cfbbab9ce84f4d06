import { summarizeAnalytics } from '#src/db/queries/analytics';
import { summaryQuerySchema } from '#src/lib/personalisation/events-schema';
import { endpoint } from '#src/server/endpoint';
import { analyticsSummaryAnswer } from '#src/lib/api-answers/analytics';

/** Staff only: visits, views, sources, campaigns and the A/B test over the last `days` days. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Analytics summary over the last days',
    query: summaryQuerySchema,
    response: {
      status: 200,
      description: 'Visits, page views, sources, campaigns, popular vehicles and the A/B test (AnalyticsSummary)',
      schema: analyticsSummaryAnswer,
    },
  },
  ({ query }) => summarizeAnalytics(query.days),
);
