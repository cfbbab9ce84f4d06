import { formatDayRange } from '#src/lib/format/dates';
import { EmptyState } from '#src/islands/ui/card';
import { useAnalyticsSummary, type AnalyticsSummary } from '#src/islands/portal/analytics/analytics-summary';

const number = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Visits and inquiries per UTM campaign, from the site-wide analytics summary. */
export default function CampaignPerformance() {
  const state = useAnalyticsSummary();

  if (state.status === 'loading') {
    return <div className="h-32 animate-pulse bg-ink/[0.04]" aria-busy="true" aria-label="Loading campaign figures" />;
  }
  const campaigns = state.status === 'ready' ? state.summary.campaigns : [];
  if (campaigns.length === 0) {
    return (
      <EmptyState
        className="rounded-lg border border-dashed border-ink/15"
        title="No campaign visits yet"
        hint="Visits arriving through a tagged link appear here, with the inquiries they led to."
      />
    );
  }
  return <CampaignTable campaigns={campaigns} range={state.status === 'ready' ? state.summary.range : null} />;
}

/** The campaign rows (most visits first), shared by the marketing and the employee analytics screens. */
export function CampaignTable({ campaigns, range }: { campaigns: AnalyticsSummary['campaigns']; range: AnalyticsSummary['range'] | null }) {
  const rows = [...campaigns].sort((a, b) => b.visits - a.visits);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Visits and inquiries per campaign{range ? `, ${formatDayRange(range.from, range.to)}` : ''}</caption>
        <thead>
          <tr className="border-b border-ink/15 text-[11px] uppercase tracking-[0.08em] text-ink/65 sm:tracking-[0.18em]">
            <th scope="col" className="py-3 pr-2 font-medium sm:pr-4">
              Campaign
            </th>
            <th scope="col" className="py-3 pr-2 text-right font-medium sm:pr-4">
              Visits
            </th>
            <th scope="col" className="py-3 pr-2 text-right font-medium sm:pr-4">
              Inquiries
            </th>
            <th scope="col" className="py-3 text-right font-medium">
              Inquiry rate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.campaign} className="border-b border-ink/[0.07]">
              {/* Campaign names are often one long token (spring_supercar_event): let them wrap on a phone. */}
              <th scope="row" className="py-3.5 pr-2 font-medium text-ink [overflow-wrap:anywhere] sm:pr-4">
                {c.campaign}
              </th>
              <td className="py-3.5 pr-2 text-right tabular-nums sm:pr-4">{number.format(c.visits)}</td>
              <td className="py-3.5 pr-2 text-right tabular-nums sm:pr-4">{number.format(c.inquiries)}</td>
              <td className="py-3.5 text-right tabular-nums text-ink/65">{c.visits > 0 ? percent.format(c.inquiries / c.visits) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {range && <p className="mt-3 text-xs text-ink/65">{formatDayRange(range.from, range.to)}</p>}
    </div>
  );
}
