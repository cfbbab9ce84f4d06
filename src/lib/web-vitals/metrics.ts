/**
 * Core Web Vitals as Google rates them (web.dev, "Web Vitals": each metric's thresholds at the 75th percentile of
 * real visits), shared by the browser that measures, the server that sums up and the screen that shows them.
 */

export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The metrics whose attribution names an element: the largest paint's, and the slowest interaction's. */
export const ATTRIBUTED_METRICS: readonly WebVitalMetric[] = ['LCP', 'INP'];

/** [good up to, poor past]: milliseconds, CLS unitless. */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** Google's rating of a value: good up to the first threshold, poor past the second, needs improvement between. */
export function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The p-th percentile (0 < p <= 1) by nearest rank: the smallest value at least p of the values do not exceed,
 * always one of the values (no interpolation between two visits). Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/** A p75 as stored and answered: whole milliseconds, CLS to 3 decimals. */
export function roundWebVital(metric: WebVitalMetric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** '2.6 s', '180 ms', '0.12': how the screens and the e-mail write a value. */
export function formatWebVital(metric: WebVitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  if (metric === 'INP' || value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

export const WEB_VITAL_NAMES: Record<WebVitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const RATING_LABELS: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** A page type's p75 is told to staff once it is poor on at least this many page views (fewer prove little). */
const POOR_ALERT_MIN_VIEWS = 50;

/** Whether a p75 calls for the poor-performance notice: rated poor, on enough page views. */
export function callsForPoorAlert(row: { rating: WebVitalRating; count: number }, minViews = POOR_ALERT_MIN_VIEWS): boolean {
  return row.rating === 'poor' && row.count >= minViews;
}
