import type { APIRoute } from 'astro';
import { startAnalyticsRetention, summarizeAnalytics } from '../../../db/queries/analytics';
import { summaryQuerySchema } from '../../../lib/personalisation/events-schema';
import { guard } from '../../../lib/server/auth/guard';
import { json, validationError } from '../../../lib/server/http';

export const prerender = false;
startAnalyticsRetention();

/** Staff only: visits, views, sources, campaigns and the A/B test over the last `days` days. */
export const GET: APIRoute = ({ locals, url }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const query = summaryQuerySchema.safeParse({ days: url.searchParams.get('days') ?? undefined });
  if (!query.success) return validationError(query.error.issues);
  return json(summarizeAnalytics(query.data.days));
};
