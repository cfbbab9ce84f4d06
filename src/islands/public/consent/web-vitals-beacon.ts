import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { WebVitalMetric } from '#src/lib/web-vitals/metrics';
import { deviceClassOf, pageTypeOf } from '#src/lib/web-vitals/page-type';
import { allows } from '#src/islands/stores/consent';

type Reported = { name: WebVitalMetric; value: number; target?: string };

const ENDPOINT = '/api/analytics/web-vitals';
const pending = new Map<WebVitalMetric, Reported>();
let view = '';
let started = false;

/** A random id of this page view (a restore from the back-forward cache is a new one): it replaces a metric reported twice. */
function newView(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keeps the latest value of each metric; the element responsible only for the largest paint and the slowest interaction. */
function keep(metric: MetricWithAttribution): void {
  const target =
    metric.name === 'LCP' ? metric.attribution.target : metric.name === 'INP' ? metric.attribution.interactionTarget : undefined;
  pending.set(metric.name, { name: metric.name, value: metric.value, ...(target ? { target } : {}) });
}

/** One beacon with whatever was measured since the last; nothing once analytics consent is withdrawn. */
function flush(): void {
  if (!pending.size) return;
  if (!allows('analytics')) return void pending.clear();
  const body = {
    view,
    pageType: pageTypeOf(location.pathname),
    device: deviceClassOf(innerWidth),
    metrics: [...pending.values()],
  };
  pending.clear();
  navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

/**
 * Measures this page view's Core Web Vitals (the web-vitals library, loaded only once analytics is allowed) and
 * reports them in one beacon when the page is hidden. The library's own listeners run first (they capture), so
 * the values it finalises on hiding are in that beacon.
 */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  view = newView();
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  addEventListener('pageshow', (event) => {
    if (event.persisted) view = newView();
  });
}
