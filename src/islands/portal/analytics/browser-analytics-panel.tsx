import { useEffect, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { readBrowserAnalytics, type BrowserAnalytics } from '#src/lib/browser-analytics';
import { Panel, StatCard } from '#src/islands/ui/card';
import PopularVehiclesList from './popular-vehicles-list';
import { hasAnalyticsConsent, readCookiePreferences } from './read-consent';

type State = { status: 'checking' } | { status: 'no-consent' } | { status: 'ready'; data: BrowserAnalytics };

/**
 * What this browser's own analytics cookies hold (spec section 2,
 * /admin/analytics). They exist only with consent, so without it the panel asks
 * for it instead of showing zeros.
 */
export default function BrowserAnalyticsPanel() {
  const [state, setState] = useState<State>({ status: 'checking' });

  useEffect(() => {
    setState(
      hasAnalyticsConsent(readCookiePreferences())
        ? { status: 'ready', data: readBrowserAnalytics(document.cookie) }
        : { status: 'no-consent' },
    );
  }, []);

  if (state.status === 'checking')
    return <div className="h-40 animate-pulse rounded-xl bg-ink/[0.04]" aria-busy="true" aria-label="Reading this browser's figures" />;

  if (state.status === 'no-consent') {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-gold/30 bg-white px-6 py-7 shadow-xs sm:flex-row sm:items-center sm:gap-6">
        <ShieldCheck aria-hidden className="size-8 shrink-0 text-gold-dark" strokeWidth={1.25} />
        <div>
          <h3 className="font-display text-2xl text-ink">Cookie Consent Required</h3>
          <p className="mt-1.5 max-w-xl text-sm leading-relaxed text-ink/60">
            These figures come from this browser's analytics cookies. Please accept analytics cookies (Cookie Preferences on the public
            site) to see them.
          </p>
          <a
            href="/"
            className="mt-4 inline-block text-[11px] font-medium uppercase tracking-[0.2em] text-ink underline decoration-gold underline-offset-[6px]"
          >
            Open the website
          </a>
        </div>
      </div>
    );
  }

  const { data } = state;
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div data-testid="browser-visits">
          <StatCard label="Total Visits" value={data.totalVisits.toLocaleString('en-US')} note="Visits from this browser" />
        </div>
        <div data-testid="browser-viewed">
          <StatCard label="Vehicles Viewed" value={data.vehiclesViewed.toLocaleString('en-US')} note="Vehicle pages opened" />
        </div>
        <div data-testid="browser-session">
          <StatCard
            label="Session ID"
            value={
              <span className="block truncate font-sans text-base font-medium tracking-wide" title={data.sessionId ?? undefined}>
                {data.sessionId ?? 'No session'}
              </span>
            }
            note="Anonymous, renewed daily"
          />
        </div>
        <div data-testid="browser-variant">
          <StatCard
            label="A/B Test Variant"
            value={data.abVariant ?? <span className="font-sans text-base font-medium text-ink/60">Not assigned</span>}
            note={
              data.abVariant
                ? `Home layout test · ${data.abConversions} ${data.abConversions === 1 ? 'conversion' : 'conversions'}`
                : 'Home layout test'
            }
          />
        </div>
      </div>
      <Panel title="Popular Vehicles" bodyClassName="px-5 py-2">
        <PopularVehiclesList popular={data.popularVehicles} />
      </Panel>
    </div>
  );
}
