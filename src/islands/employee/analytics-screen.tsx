import SiteAnalyticsPanel from '../admin/analytics/site-analytics-panel';
import { useAnalyticsSummary } from '../admin/analytics/analytics-summary';
import { Panel } from '../shared/ui/card';
import { PageHeader } from '../shared/ui/page-header';

const number = new Intl.NumberFormat('en-US');

/**
 * Site-wide analytics for staff: the admin area's summary panel (the same
 * GET /api/analytics/summary) plus the campaigns table. Empty states come from
 * the panel when there is no data or the endpoint is missing.
 */
export default function AnalyticsScreen() {
  const state = useAnalyticsSummary();
  const campaigns = state.status === 'ready' ? state.summary.campaigns : [];
  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow="Audience"
        title="Analytics"
        description="Anonymous figures from visitors who accepted analytics cookies: visits, what they looked at and where they came from."
      />
      <SiteAnalyticsPanel />
      {campaigns.length > 0 && (
        <Panel title="Campaigns">
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Campaigns</caption>
              <thead>
                <tr className="border-b border-ink/10 text-[11px] tracking-[0.14em] text-ink/65 uppercase">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Campaign
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Visits
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Inquiries
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Conversion
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((c) => (
                  <tr key={c.campaign} className="border-b border-ink/[0.05] last:border-0">
                    <td className="py-2.5 pr-4">{c.campaign}</td>
                    <td className="py-2.5 pr-4 text-right tabular-nums">{number.format(c.visits)}</td>
                    <td className="py-2.5 pr-4 text-right tabular-nums">{number.format(c.inquiries)}</td>
                    <td className="py-2.5 text-right tabular-nums">{c.visits ? `${((c.inquiries / c.visits) * 100).toFixed(1)}%` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      )}
    </div>
  );
}
