import type { APIRoute } from 'astro';
import { recordAnalyticsEvents, startAnalyticsRetention } from '../../db/queries/analytics';
import { analyticsBatchSchema } from '../../lib/personalisation/events-schema';
import { jsonError, readJson } from '../../lib/server/http';
import { RateLimiter } from '../../lib/server/rate-limit';

export const prerender = false;

// A browser sends a batch when a page is hidden: 60 a minute is far beyond a person's pace.
const limiter = new RateLimiter(60, 60_000);
startAnalyticsRetention();

/**
 * Anonymous analytics from visitors who allowed analytics cookies. The client
 * address is used only for rate limiting, in memory; nothing but the random
 * session id and the events is stored.
 */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (limiter.hit(clientAddress)) {
    return jsonError(429, 'Too many analytics events. Please slow down.', {});
  }
  const body = await readJson(request, analyticsBatchSchema);
  if ('response' in body) return body.response;
  recordAnalyticsEvents(body.data.sessionId, body.data.events);
  return new Response(null, { status: 204 });
};
