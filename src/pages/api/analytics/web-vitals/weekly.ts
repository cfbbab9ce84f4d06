import { webVitalsByWeek } from '#src/db/queries/web-vitals';
import { webVitalsTrendAnswer } from '#src/lib/api-answers/analytics';
import { webVitalsTrendQuerySchema } from '#src/lib/web-vitals/beacon-schema';
import { endpoint } from '#src/server/endpoint';

/** Staff only: each metric's p75 per device class and week, every page type together. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Core Web Vitals of real visits by week',
    query: webVitalsTrendQuerySchema,
    response: {
      description: 'Every week (seven days back from now, oldest first) × device class × metric; p75 null for a week without reports',
      schema: webVitalsTrendAnswer,
    },
  },
  ({ query }) => webVitalsByWeek(query.weeks),
);
