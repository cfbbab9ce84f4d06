import { can, type Area } from '#src/islands/portal/area';
import { CampaignTable } from '#src/islands/portal/marketing/campaign-performance';
import { Panel } from '#src/islands/ui/card';
import { PageHeader } from '#src/islands/ui/page-header';
import { useAnalyticsSummary } from './analytics-summary';
import BrowserAnalyticsPanel from './browser-analytics-panel';
import SiteAnalyticsPanel from './site-analytics-panel';
import WebVitalsPanel from './web-vitals-panel';

/**
 * The Analytics screen of both areas: the site-wide anonymous figures
 * (GET /api/analytics/summary), plus this browser's own cookies where the area
 * shows them (the spec's admin analytics), plus the campaigns where the area
 * has no marketing screen to show them on (src/islands/portal/area.ts).
 */
export default function AnalyticsScreen({ area }: { area: Area }) {
  const state = useAnalyticsSummary();
  const campaigns = !can(area, 'marketing') && state.status === 'ready' ? state.summary.campaigns : [];
  return (
    <div>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Audience'}
        title="Analytics"
        description="Anonymous figures, gathered only from visitors who accepted analytics cookies: visits, what they looked at and where they came from."
      />
      <div className="space-y-12">
        {can(area, 'browser-figures') && (
          <section aria-labelledby="browser-figures">
            <SectionHeading
              id="browser-figures"
              title="This browser"
              note="Read from this browser's anonymous cookies; nothing here leaves the device."
            />
            <BrowserAnalyticsPanel />
          </section>
        )}
        <section aria-labelledby="site-figures">
          <SectionHeading id="site-figures" title="Whole site" note="Anonymous counts from every visitor who accepted analytics cookies." />
          <div className="grid gap-6">
            <SiteAnalyticsPanel state={state} />
            {campaigns.length > 0 && state.status === 'ready' && (
              <Panel title="Campaigns">
                <CampaignTable campaigns={campaigns} range={state.summary.range} />
              </Panel>
            )}
          </div>
        </section>
        <section aria-labelledby="web-vitals">
          <SectionHeading
            id="web-vitals"
            title="Speed of real visits"
            note="Core Web Vitals measured in the browsers of visitors who accepted analytics cookies."
          />
          <WebVitalsPanel />
        </section>
      </div>
    </div>
  );
}

function SectionHeading({ id, title, note }: { id: string; title: string; note: string }) {
  return (
    <div className="mb-6 flex flex-col gap-1 border-b border-ink/10 pb-4 sm:flex-row sm:items-end sm:justify-between">
      <h2 id={id} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="text-xs text-ink/65">{note}</p>
    </div>
  );
}
