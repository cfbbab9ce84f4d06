import BrowserAnalyticsPanel from './browser-analytics-panel';
import SiteAnalyticsPanel from './site-analytics-panel';

/** The admin Analytics screen: this browser's own figures beside the site-wide ones. */
export default function AnalyticsScreen() {
  return (
    <div className="space-y-12">
      <section aria-labelledby="browser-figures">
        <SectionHeading
          id="browser-figures"
          title="This browser"
          note="Read from this browser's anonymous cookies; nothing here leaves the device."
        />
        <BrowserAnalyticsPanel />
      </section>
      <section aria-labelledby="site-figures">
        <SectionHeading id="site-figures" title="Whole site" note="Anonymous counts from every visitor who accepted analytics cookies." />
        <SiteAnalyticsPanel />
      </section>
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
