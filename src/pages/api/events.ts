import { recordAnalyticsEvents } from '#src/db/queries/analytics';
import { analyticsBatchSchema } from '#src/lib/personalisation/events-schema';
import { endpoint, fail } from '#src/server/endpoint';
import { RateLimiter } from '#src/server/http/rate-limit';

// A browser sends a batch when a page is hidden: 60 a minute is far beyond a person's pace.
const limiter = new RateLimiter(60, 60_000);

/**
 * Anonymous analytics from visitors who allowed analytics cookies. The client
 * address is used only for rate limiting, in memory; nothing but the random
 * session id and the events is stored.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Send analytics events',
    response: { status: 204, description: 'No content: the events were recorded' },
    body: analyticsBatchSchema,
  },
  ({ body, clientAddress }) => {
    if (limiter.hit(clientAddress)) return fail('rate-limited', 'Too many analytics events. Please slow down.');
    recordAnalyticsEvents(body.sessionId, body.events);
    return new Response(null, { status: 204 });
  },
);
