import { useApi } from '#src/islands/lib/use-api';

/** The answer of GET /api/analytics/summary: site-wide, anonymous figures from consenting browsers. */
export type AnalyticsSummary = {
  range: { from: string; to: string };
  visitsPerDay: { date: string; visits: number }[];
  totals: { visits: number; pageViews: number; vehicleViews: number };
  topVehicles: { vehicleId: number; title: string; views: number }[];
  sources: { source: string; medium: string; visits: number }[];
  campaigns: { campaign: string; visits: number; inquiries: number }[];
  abTest: { variant: string; views: number; conversions: number; rate: number }[];
};

export type SummaryState = { status: 'loading' } | { status: 'ready'; summary: AnalyticsSummary } | { status: 'unavailable' };

/** Loads the site-wide summary once; a failure or an answer without figures is 'unavailable' (the screens show their empty state). */
export function useAnalyticsSummary(): SummaryState {
  const { data, loading } = useApi<AnalyticsSummary>('/api/analytics/summary');
  if (loading && !data) return { status: 'loading' };
  return data && typeof data === 'object' && data.totals ? { status: 'ready', summary: data } : { status: 'unavailable' };
}
