import { Panel } from '#src/islands/ui/card';
import { PageHeader } from '#src/islands/ui/page-header';
import type { Area } from '#src/islands/portal/area';
import CampaignPerformance from './campaign-performance';
import UtmGenerator from './utm-generator';

/** The Marketing screen (areas with `marketing`): tagged campaign links, and what they brought in. */
export default function MarketingScreen({ area }: { area: Area }) {
  return (
    <div>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Marketing'}
        title="Marketing"
        description="Tagged links for campaigns, and what they brought in."
      />
      <div className="grid gap-6">
        <Panel title="Campaign link generator">
          <UtmGenerator />
        </Panel>
        <Panel title="Marketing analytics">
          <p className="mb-6 max-w-3xl text-sm leading-relaxed text-ink/60">
            A visit counts toward a campaign when the visitor arrives through a tagged link and has accepted marketing cookies; the campaign
            is remembered for 30 days, so a later inquiry from the same browser is credited to it. Visitors who decline are never tracked.
          </p>
          <CampaignPerformance />
        </Panel>
      </div>
    </div>
  );
}
