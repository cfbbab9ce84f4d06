import { Download } from 'lucide-react';
import { Fragment } from 'react';
import type { WebVitalsAnswer, WebVitalsTrendAnswer } from '#src/lib/api-answers/analytics';
import {
  formatWebVital,
  RATING_LABELS,
  WEB_VITAL_METRICS,
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  type WebVitalMetric,
  type WebVitalRating,
} from '#src/lib/web-vitals/metrics';
import { DEVICE_CLASSES, PAGE_TYPE_LABELS, PAGE_TYPES, type DeviceClass } from '#src/lib/web-vitals/page-type';
import { downloadCsv } from '#src/islands/lib/csv-download';
import { useApi } from '#src/islands/lib/use-api';
import { Button } from '#src/islands/ui/button';
import { EmptyState, Panel } from '#src/islands/ui/card';
import { cn } from '#src/islands/ui/cn';

type Row = WebVitalsAnswer[number];
type Week = WebVitalsTrendAnswer[number];

const DAYS = 28;
const number = new Intl.NumberFormat('en-US');
const DEVICE_LABELS: Record<DeviceClass, string> = { mobile: 'Mobile', desktop: 'Desktop' };
const RATING_TONES: Record<WebVitalRating, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  'needs-improvement': 'bg-amber-50 text-amber-900 ring-amber-600/25',
  poor: 'bg-red-50 text-red-800 ring-red-600/25',
};
const th = 'py-2.5 pr-4 text-left text-[11px] font-medium uppercase tracking-[0.16em] text-ink/65 whitespace-nowrap';

/**
 * Core Web Vitals of real visits (GET /api/analytics/web-vitals and its weekly trend): the 75th percentile of each
 * metric per page type and device over 28 days, rated by Google's thresholds, with the page views behind it and,
 * for LCP and INP, the element most often responsible.
 */
export default function WebVitalsPanel() {
  const summary = useApi<WebVitalsAnswer>(`/api/analytics/web-vitals?days=${DAYS}`);
  const trend = useApi<WebVitalsTrendAnswer>('/api/analytics/web-vitals/weekly?weeks=8');
  if (summary.loading && !summary.data)
    return <div className="h-64 animate-pulse rounded-xl bg-ink/[0.04]" aria-busy="true" aria-label="Loading the speed of real visits" />;
  const rows = Array.isArray(summary.data) ? summary.data : [];
  if (!rows.length)
    return (
      <Panel>
        <EmptyState
          title="No speed measurements yet"
          hint="Each page view of a visitor who accepted analytics cookies reports how fast the page loaded and answered. The figures appear here as they arrive."
        />
      </Panel>
    );
  return (
    <div className="space-y-6">
      <Legend />
      {DEVICE_CLASSES.map((device) => {
        const ofDevice = rows.filter((r) => r.device === device);
        return ofDevice.length ? <DeviceTable key={device} device={device} rows={ofDevice} /> : null;
      })}
      {Array.isArray(trend.data) && trend.data.some((w) => w.count > 0) && <TrendPanel weeks={trend.data} />}
    </div>
  );
}

function exportCsv(rows: readonly Row[]) {
  downloadCsv(
    'web-vitals.csv',
    ['Page type', 'Device', 'Metric', 'p75', 'Unit', 'Rating', 'Page views', 'Most frequent element', 'Its page views'],
    rows.map((r) => [
      PAGE_TYPE_LABELS[r.pageType],
      DEVICE_LABELS[r.device],
      r.metric,
      r.p75,
      r.metric === 'CLS' ? 'score' : 'ms',
      RATING_LABELS[r.rating],
      r.count,
      r.topElement?.target ?? '',
      r.topElement?.count ?? '',
    ]),
  );
}

function exportWeeksCsv(weeks: readonly Week[], starts: readonly string[]) {
  downloadCsv(
    'web-vitals-by-week.csv',
    ['Week starting', 'Device', 'Metric', 'p75', 'Unit', 'Rating', 'Page views'],
    weeks
      .filter((w) => starts.includes(w.weekStart))
      .map((w) => [
        w.weekStart,
        DEVICE_LABELS[w.device],
        w.metric,
        w.p75 ?? '',
        w.metric === 'CLS' ? 'score' : 'ms',
        w.rating ? RATING_LABELS[w.rating] : '',
        w.count,
      ]),
  );
}

function Legend() {
  return (
    <div className="flex flex-col gap-3 text-xs text-ink/65 lg:flex-row lg:items-center lg:justify-between">
      <p>
        75th percentile of the last {DAYS} days, the figure Google ranks by. Good up to the first threshold, poor past the second:{' '}
        {WEB_VITAL_METRICS.map((m, i) => (
          <Fragment key={m}>
            <span className="whitespace-nowrap">
              <abbr title={WEB_VITAL_NAMES[m]} className="no-underline">
                {m}
              </abbr>{' '}
              {formatWebVital(m, WEB_VITAL_THRESHOLDS[m][0])} / {formatWebVital(m, WEB_VITAL_THRESHOLDS[m][1])}
            </span>
            {i < WEB_VITAL_METRICS.length - 1 ? ', ' : '.'}
          </Fragment>
        ))}
      </p>
      <ul className="flex shrink-0 gap-2" aria-label="Ratings">
        {(Object.keys(RATING_TONES) as WebVitalRating[]).map((rating) => (
          <li key={rating} className={cn('rounded-full px-2 py-0.5 font-medium ring-1 ring-inset', RATING_TONES[rating])}>
            {RATING_LABELS[rating]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DeviceTable({ device, rows }: { device: DeviceClass; rows: readonly Row[] }) {
  const pageTypes = PAGE_TYPES.filter((p) => rows.some((r) => r.pageType === p));
  const cell = (pageType: string, metric: WebVitalMetric) => rows.find((r) => r.pageType === pageType && r.metric === metric);
  const title = `${DEVICE_LABELS[device]} visits`;
  return (
    <Panel
      title={title}
      action={
        <Button variant="ghost" size="sm" onClick={() => exportCsv(rows)} aria-label={`Export ${title.toLowerCase()} speed as CSV`}>
          <Download className="size-3.5" aria-hidden="true" />
          CSV
        </Button>
      }
    >
      {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}: speed by page type`}>
        <table className="w-full min-w-[44rem] text-sm" data-web-vitals={device}>
          <caption className="sr-only">
            Core Web Vitals of {device} visits, 75th percentile of the last {DAYS} days
          </caption>
          <thead>
            <tr className="border-b border-ink/15">
              <th scope="col" className={cn(th, 'sticky left-0 z-10 bg-white')}>
                Page type
              </th>
              {WEB_VITAL_METRICS.map((m) => (
                <th key={m} scope="col" className={th}>
                  <abbr title={WEB_VITAL_NAMES[m]} className="no-underline">
                    {m}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageTypes.map((pageType) => (
              <tr key={pageType} className="border-b border-ink/[0.07] align-top">
                <th scope="row" className="sticky left-0 z-10 bg-white py-3 pr-4 text-left font-medium whitespace-nowrap text-ink">
                  {PAGE_TYPE_LABELS[pageType]}
                </th>
                {WEB_VITAL_METRICS.map((m) => (
                  <td key={m} className="py-3 pr-4">
                    <MetricCell row={cell(pageType, m)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function Rated({ metric, value, rating }: { metric: WebVitalMetric; value: number; rating: WebVitalRating }) {
  return (
    <span className={cn('inline-flex rounded-md px-1.5 py-0.5 font-medium tabular-nums ring-1 ring-inset', RATING_TONES[rating])}>
      {formatWebVital(metric, value)}
      <span className="sr-only"> ({RATING_LABELS[rating]})</span>
    </span>
  );
}

function MetricCell({ row }: { row: Row | undefined }) {
  if (!row) return <span className="text-ink/65">—</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Rated metric={row.metric} value={row.p75} rating={row.rating} />
      <span className="text-xs text-ink/65 tabular-nums">
        {number.format(row.count)} {row.count === 1 ? 'view' : 'views'}
      </span>
      {row.topElement && (
        <span className="max-w-[11rem] truncate font-mono text-[11px] text-ink/65" title={row.topElement.target}>
          <span className="sr-only">Most often: </span>
          {row.topElement.target}
        </span>
      )}
    </div>
  );
}

const weekLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function TrendPanel({ weeks }: { weeks: readonly Week[] }) {
  // From the first week with a report: a site that began measuring lately shows no run of empty weeks.
  const all = [...new Set(weeks.map((w) => w.weekStart))];
  const first = all.findIndex((s) => weeks.some((w) => w.weekStart === s && w.count > 0));
  const starts = all.slice(Math.max(0, first));
  return (
    <Panel
      title="By week, every page"
      action={
        <Button variant="ghost" size="sm" onClick={() => exportWeeksCsv(weeks, starts)} aria-label="Export the speed by week as CSV">
          <Download className="size-3.5" aria-hidden="true" />
          CSV
        </Button>
      }
    >
      <div className="space-y-6">
        {DEVICE_CLASSES.map((device) => (
          <div
            key={device}
            className="relative overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={`${DEVICE_LABELS[device]} visits by week`}
          >
            <table className="w-full text-sm" data-web-vitals-trend={device}>
              <caption className="pb-2 text-left text-xs font-medium tracking-[0.16em] text-ink/65 uppercase">
                {DEVICE_LABELS[device]}
              </caption>
              <thead>
                <tr className="border-b border-ink/15">
                  <th scope="col" className={cn(th, 'sticky left-0 z-10 bg-white')}>
                    Metric
                  </th>
                  {starts.map((s) => (
                    <th key={s} scope="col" className={th}>
                      <time dateTime={s}>{weekLabel(s)}</time>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {WEB_VITAL_METRICS.map((metric) => (
                  <tr key={metric} className="border-b border-ink/[0.07]">
                    <th scope="row" className="sticky left-0 z-10 bg-white py-2.5 pr-4 text-left font-medium text-ink">
                      <abbr title={WEB_VITAL_NAMES[metric]} className="no-underline">
                        {metric}
                      </abbr>
                    </th>
                    {starts.map((s) => {
                      const w = weeks.find((x) => x.weekStart === s && x.device === device && x.metric === metric);
                      return (
                        <td key={s} className="py-2.5 pr-4">
                          {w && w.p75 !== null && w.rating ? (
                            <Rated metric={metric} value={w.p75} rating={w.rating} />
                          ) : (
                            <span className="text-ink/65">—</span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </Panel>
  );
}
