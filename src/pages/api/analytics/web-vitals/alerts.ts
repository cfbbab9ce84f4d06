import { listWebVitalAlerts } from '#src/db/queries/web-vitals';
import { webVitalAlertsAnswer } from '#src/lib/api-answers/analytics';
import { endpoint } from '#src/server/endpoint';

/** Staff only: the page types whose p75 of a metric is poor now, as the dashboard's notice shows them. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Page types whose Core Web Vitals are poor',
    response: { description: 'The poor page types and devices staff were told of, newest first', schema: webVitalAlertsAnswer },
  },
  () => listWebVitalAlerts(),
);
