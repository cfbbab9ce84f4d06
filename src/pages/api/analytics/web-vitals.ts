import { recordWebVitals, summarizeWebVitals } from '#src/db/queries/web-vitals';
import { webVitalsAnswer } from '#src/lib/api-answers/analytics';
import { requestAllows } from '#src/lib/personalisation/consent';
import { webVitalsBeaconSchema, webVitalsQuerySchema } from '#src/lib/web-vitals/beacon-schema';
import { endpoint, fail } from '#src/server/endpoint';
import { RateLimiter } from '#src/server/http/rate-limit';

// A page view reports once when hidden, again if it comes back and is hidden again: 60 a minute is far beyond a person's pace.
const limiter = new RateLimiter(60, 60_000);

/**
 * A page view's Core Web Vitals, sent with sendBeacon when the page is hidden, from visitors who allowed analytics
 * (the `cookie_consent` cookie says so; without it nothing is read or stored). The client address is used only
 * for the rate limit, in memory.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    rateLimit: { limiter, message: 'Too many reports from your connection. Please slow down.' },
    summary: "Report a page view's Core Web Vitals",
    description:
      'Needs analytics consent (the `cookie_consent` cookie with `analytics: true`): without it, 403 and nothing stored. ' +
      'A later report of the same `view` replaces its metrics.',
    beforeBody: ({ request }) =>
      requestAllows(request.headers.get('cookie'), 'analytics')
        ? undefined
        : fail('forbidden', 'Analytics consent is required: nothing was recorded.'),
    body: webVitalsBeaconSchema,
    response: { status: 204, description: 'No content: the metrics were recorded' },
  },
  ({ body }) => {
    recordWebVitals(body);
    return new Response(null, { status: 204 });
  },
);

/** Staff only: the 75th percentile of each metric per page type and device class, with the page views behind it. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Core Web Vitals of real visits: p75 per page type and device',
    query: webVitalsQuerySchema,
    response: {
      description: 'One row per page type, device class and metric reported in the last `days` days (28 by default)',
      schema: webVitalsAnswer,
    },
  },
  ({ query }) => summarizeWebVitals(query.days),
);
