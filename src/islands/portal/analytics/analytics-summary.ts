import type { AnalyticsSummary as ServerSummary } from '#src/db/queries/analytics';
import type { Json } from '#src/islands/lib/types';
import { useApi } from '#src/islands/lib/use-api';

/** The answer of GET /api/analytics/summary (summarizeAnalytics): site-wide, anonymous figures from consenting browsers. */
export type AnalyticsSummary = Json<ServerSummary>;

export type SummaryState = { status: 'loading' } | { status: 'ready'; summary: AnalyticsSummary } | { status: 'unavailable' };

/** Loads the site-wide summary once; a failure or an answer without figures is 'unavailable' (the screens show their empty state). */
export function useAnalyticsSummary(): SummaryState {
  const { data, loading } = useApi<AnalyticsSummary>('/api/analytics/summary');
  if (loading && !data) return { status: 'loading' };
  return data && typeof data === 'object' && data.totals ? { status: 'ready', summary: data } : { status: 'unavailable' };
}
