import { atom } from 'nanostores';
import { assignVariant, parseAbState, recordConversion, type AbVariant } from '#src/lib/personalisation/ab-test';
import type { ConsentCategory } from '#src/lib/personalisation/cookies';
import { countVehicleView, parsePopular, type PopularEntry } from '#src/lib/personalisation/popular';
import { addRecentlyViewed, asVehicleId, parseRecentlyViewed } from '#src/lib/personalisation/recently-viewed';
import { filtersFromParams } from '#src/lib/personalisation/remembered-filters';
import { addPageView, addVehicleInterest, newSession, parseSessionData, sessionDaysLeft } from '#src/lib/personalisation/session-data';
import { hasUtm, readTrafficSource, type TrafficSource } from '#src/lib/personalisation/traffic-source';
import { addVisitSource, parseVisitSources } from '#src/lib/personalisation/visit-sources';
import { clearEvents, queueEvent, setAnalyticsSession } from './analytics-queue';
import { deleteCookie, readCookie, writeCookie } from './browser-cookies';
import { $consent, allows } from './consent';

/** Recently viewed vehicle ids, newest first (empty without personalisation consent). */
export const $recentlyViewed = atom<number[]>([]);

const isEmptyList = (l: unknown[]) => !l.length;
const count = (v: unknown) => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : 0);

function readRecent(): number[] {
  return allows('personalization') ? readCookie('recently_viewed', parseRecentlyViewed, isEmptyList) : [];
}

/** Forgets vehicles that no longer exist (the blocks found no card for them). */
export function dropRecentlyViewed(missing: readonly number[]): void {
  if (!missing.length || !allows('personalization')) return;
  const list = readRecent().filter((id) => !missing.includes(id));
  if (list.length) writeCookie('recently_viewed', list);
  else deleteCookie('recently_viewed');
  $recentlyViewed.set(list);
}

/** This browser's view counts, highest first (empty without analytics consent). */
export function getPopular(): PopularEntry[] {
  return allows('analytics') ? readCookie('popular_vehicles', parsePopular, isEmptyList) : [];
}

/** A random session id: 32 hex digits (randomUUID needs a secure context; this does not). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The vehicle this page shows, marked by the vehicle page's recently viewed block. */
function currentVehicleId(): number | undefined {
  return asVehicleId(document.querySelector<HTMLElement>('[data-current-vehicle]')?.dataset.currentVehicle);
}

let landing: TrafficSource;

/** Analytics: the session (a new one counts a visit and its source), this page view and the vehicle view. */
function recordAnalytics(path: string, vehicleId: number | undefined): void {
  const now = Date.now();
  let session = readCookie(
    'session_data',
    (v) => parseSessionData(v, now),
    (s) => !s,
  );
  const newCampaign =
    hasUtm(landing) &&
    session &&
    (session.utmSource !== landing.utm.source || session.utmMedium !== landing.utm.medium || session.utmCampaign !== landing.utm.campaign);
  if (!session || newCampaign) {
    session = newSession(randomId(), now, landing);
    writeCookie('visit_count', readCookie('visit_count', count, (n) => !n) + 1);
    writeCookie('visit_sources', addVisitSource(readCookie('visit_sources', parseVisitSources, isEmptyList), { ...landing, time: now }));
    setAnalyticsSession(session.id);
    queueEvent({ type: 'visit', path, source: landing.source, medium: landing.medium, campaign: landing.campaign });
  }
  setAnalyticsSession(session.id);
  session = addPageView(session, path, now);
  queueEvent({ type: 'pageview', path });
  if (vehicleId) {
    session = addVehicleInterest(session, vehicleId, now);
    writeCookie('popular_vehicles', countVehicleView(getPopular(), vehicleId));
    writeCookie('viewed_count', readCookie('viewed_count', count, (n) => !n) + 1);
    queueEvent({ type: 'vehicle_view', vehicleId, path });
  }
  writeCookie('session_data', session, sessionDaysLeft(session, now));
}

/** Saves the inventory filters of the current URL (personalisation); none saved forgets them. */
export function saveFilters(params = new URLSearchParams(location.search)): void {
  if (!allows('personalization') || location.pathname !== '/inventory') return;
  const filters = filtersFromParams(params);
  if (Object.keys(filters).length) writeCookie('filter_preferences', filters);
  else deleteCookie('filter_preferences');
}

/** Records this page for each category in `on` (all allowed ones at start; just-granted ones later). */
function recordPage(on: (category: ConsentCategory) => boolean): void {
  const path = location.pathname;
  const vehicleId = currentVehicleId();
  if (on('marketing') && hasUtm(landing)) writeCookie('utm_params', { ...landing.utm, time: Date.now() });
  if (on('analytics')) recordAnalytics(path, vehicleId);
  if (on('personalization')) {
    if (vehicleId) writeCookie('recently_viewed', addRecentlyViewed(readRecent(), vehicleId));
    if (document.documentElement.dataset.restoringFilters === undefined) saveFilters();
  }
  $recentlyViewed.set(readRecent());
}

let started = false;

/** Once per page, after it is interactive: records what consent allows and follows later changes. */
export function startPersonalisation(): void {
  if (started) return;
  started = true;
  landing = readTrafficSource(new URL(location.href), document.referrer);
  recordPage(allows);
  let before = $consent.get();
  $consent.listen((after) => {
    if (!after?.analytics) clearEvents();
    recordPage((category) => !!after?.[category] && !before?.[category]);
    before = after;
  });
  if (location.pathname === '/inventory') {
    // Filters that change the URL without a reload (history API, back and forward) are saved too.
    addEventListener('popstate', () => saveFilters());
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        saveFilters();
      };
    }
  }
}

/** The promotional banner's variant: kept in `ab_variant` with marketing consent; 'A' and nothing stored without. */
export function getAbVariant(): AbVariant {
  if (!allows('marketing')) return 'A';
  let state = readCookie('ab_variant', parseAbState, (s) => !s);
  if (!state) writeCookie('ab_variant', (state = assignVariant(Math.random())));
  return state.variant;
}

export function recordAbView(variant: AbVariant): void {
  if (allows('marketing')) queueEvent({ type: 'ab_view', variant });
}

/** A click on the banner: one conversion for the visitor's variant. */
export function recordAbConversion(): void {
  if (!allows('marketing')) return;
  const state = readCookie('ab_variant', parseAbState, (s) => !s);
  if (!state) return;
  writeCookie('ab_variant', recordConversion(state));
  queueEvent({ type: 'ab_conversion', variant: state.variant });
}

export { $consent } from './consent';
