import type { WebVitalAlertsAnswer } from '#src/lib/api-answers/analytics';
import { formatWebVital, WEB_VITAL_NAMES } from '#src/lib/web-vitals/metrics';
import { PAGE_TYPE_LABELS } from '#src/lib/web-vitals/page-type';
import { useApi } from '#src/islands/lib/use-api';
import { areaPath, type Area } from '#src/islands/portal/area';

/**
 * The dashboard's notice that real visits rate a page type poor (the web-vitals-alert job's alerts, the same the
 * admin was e-mailed), with the way to the analytics screen. Nothing when every page type is fine.
 */
export function WebVitalsNotice({ area }: { area: Area }) {
  const { data } = useApi<WebVitalAlertsAnswer>('/api/analytics/web-vitals/alerts');
  if (!Array.isArray(data) || !data.length) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-web-vitals-notice>
      <p className="font-medium">
        Real visits find {data.length === 1 ? 'a page type' : `${data.length} page types`} slow by Google&rsquo;s measure:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {data.map((a) => (
          <li key={`${a.pageType}-${a.device}-${a.metric}`}>
            <abbr title={WEB_VITAL_NAMES[a.metric]} className="no-underline">
              {a.metric}
            </abbr>{' '}
            on {PAGE_TYPE_LABELS[a.pageType]} ({a.device}): {formatWebVital(a.metric, a.p75)} over {a.visits} page views
          </li>
        ))}
      </ul>
      <a className="mt-1 inline-block font-medium underline underline-offset-2" href={areaPath(area, '/analytics')}>
        See what is responsible in Analytics
      </a>
    </div>
  );
}
