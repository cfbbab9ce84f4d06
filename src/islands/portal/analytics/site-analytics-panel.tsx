import { formatDayRange } from '#src/lib/format/dates';
import type { ReactNode } from 'react';
import { EmptyState, Panel, StatCard } from '#src/islands/ui/card';
import type { AnalyticsSummary, SummaryState } from './analytics-summary';
import VisitsChart from './visits-chart';

const number = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Site-wide figures (GET /api/analytics/summary, loaded by the screen), from every browser that accepted analytics cookies. */
export default function SiteAnalyticsPanel({ state }: { state: SummaryState }) {
  if (state.status === 'loading')
    return <div className="h-64 animate-pulse rounded-xl bg-ink/[0.04]" aria-busy="true" aria-label="Loading site-wide figures" />;
  if (state.status === 'unavailable' || state.summary.totals.visits + state.summary.totals.pageViews === 0) {
    return (
      <Panel>
        <EmptyState
          title="No site-wide figures yet"
          hint="Visits are counted anonymously from browsers that accepted analytics cookies. They appear here as soon as the first arrive."
        />
      </Panel>
    );
  }
  const s = state.summary;
  return (
    <div className="space-y-6">
      <p className="text-xs text-ink/65">{formatDayRange(s.range.from, s.range.to)}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Visits" value={number.format(s.totals.visits)} />
        <StatCard label="Page Views" value={number.format(s.totals.pageViews)} />
        <StatCard label="Vehicle Views" value={number.format(s.totals.vehicleViews)} />
      </div>
      <Block title="Visits per day">
        <VisitsChart days={s.visitsPerDay} />
      </Block>
      <div className="grid gap-6 lg:grid-cols-2">
        <Block title="Most viewed vehicles">
          <TopVehicles rows={s.topVehicles} />
        </Block>
        <Block title="Traffic sources">
          <Sources rows={s.sources} />
        </Block>
      </div>
      <Block title="Home banner A/B test">
        <AbTest rows={s.abTest} />
      </Block>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return <Panel title={title}>{children}</Panel>;
}

const th = 'py-2.5 pr-4 text-[11px] font-medium uppercase tracking-[0.16em] text-ink/65';
const td = 'py-3 pr-4 tabular-nums';

function TopVehicles({ rows }: { rows: AnalyticsSummary['topVehicles'] }) {
  if (!rows.length) return <p className="text-sm text-ink/65">No vehicle views yet.</p>;
  return (
    <ol className="divide-y divide-ink/[0.07]">
      {rows.slice(0, 10).map((v) => (
        <li key={v.vehicleId} className="flex items-baseline justify-between gap-4 py-3 text-sm">
          <a href={`/inventory/${v.vehicleId}`} className="min-w-0 truncate text-ink underline-offset-4 hover:underline">
            {v.title}
          </a>
          <span className="shrink-0 tabular-nums text-ink/65">{number.format(v.views)}</span>
        </li>
      ))}
    </ol>
  );
}

function Sources({ rows }: { rows: AnalyticsSummary['sources'] }) {
  if (!rows.length) return <p className="text-sm text-ink/65">No traffic sources recorded yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-ink/15">
          <th scope="col" className={th}>
            Source
          </th>
          <th scope="col" className={th}>
            Medium
          </th>
          <th scope="col" className={`${th} pr-0 text-right`}>
            Visits
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.source}/${r.medium}`} className="border-b border-ink/[0.07]">
            <td className="py-3 pr-4 text-ink">{r.source}</td>
            <td className="py-3 pr-4 text-ink/65">{r.medium}</td>
            <td className={`${td} pr-0 text-right`}>{number.format(r.visits)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AbTest({ rows }: { rows: AnalyticsSummary['abTest'] }) {
  if (!rows.length) return <p className="text-sm text-ink/65">The banner test has no views yet.</p>;
  return (
    <table className="w-full max-w-xl text-left text-sm">
      <thead>
        <tr className="border-b border-ink/15">
          <th scope="col" className={th}>
            Variant
          </th>
          <th scope="col" className={`${th} text-right`}>
            Views
          </th>
          <th scope="col" className={`${th} text-right`}>
            Conversions
          </th>
          <th scope="col" className={`${th} pr-0 text-right`}>
            Rate
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.variant} className="border-b border-ink/[0.07]">
            <td className="py-3 pr-4 font-medium text-ink">{r.variant}</td>
            <td className={`${td} text-right`}>{number.format(r.views)}</td>
            <td className={`${td} text-right`}>{number.format(r.conversions)}</td>
            <td className={`${td} pr-0 text-right text-ink/65`}>{percent.format(r.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
