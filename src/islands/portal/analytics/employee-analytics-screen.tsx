import SiteAnalyticsPanel from './site-analytics-panel';
import { useAnalyticsSummary } from './analytics-summary';
import { CampaignTable } from '../marketing/campaign-performance';
import { Panel } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';

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
          <CampaignTable campaigns={campaigns} range={state.status === 'ready' ? state.summary.range : null} />
        </Panel>
      )}
    </div>
  );
}
