import { hasConsented } from '#src/lib/personalisation/consent';
import { $consent, allows } from '#src/islands/stores/consent';

let started = false;

/**
 * Once per page, when the consent banner has hydrated. Without consent there
 * is nothing to record or personalise, so nothing more is loaded (a first
 * visit pays for no tracking code). With consent, now or once given: goes
 * back to the remembered inventory filters (a bare /inventory), records what
 * consent allows, and mounts the personalised blocks that are on this page.
 */
export function startConsentLayer(): void {
  if (started) return;
  started = true;
  measureWithConsent();
  if (hasConsented($consent.get())) return void personalise();
  // A mark for tests and tools: this page's personalisation (none) is settled.
  document.documentElement.dataset.consentReady = '';
  const stop = $consent.listen((choice) => {
    if (!hasConsented(choice)) return;
    stop();
    // Unsettled again until the page just allowed has been recorded.
    delete document.documentElement.dataset.consentReady;
    void personalise();
  });
}

async function personalise(): Promise<void> {
  const [{ startPersonalisation }, { restoreFilters }] = await Promise.all([
    import('#src/islands/stores/personalisation'),
    import('#src/islands/stores/remembered-filters'),
  ]);
  // Before the page is recorded: a restore navigates away and must not save the bare URL first.
  if (location.pathname === '/inventory') restoreFilters();
  startPersonalisation();
  // A mark for tests and tools: this page's personalisation has been recorded.
  document.documentElement.dataset.consentReady = '';
  if (document.querySelector('[data-recently-viewed]'))
    import('#src/islands/public/recently-viewed-block').then((m) => m.mountRecentlyViewed());
  if (document.querySelector('[data-recommended]')) import('#src/islands/public/recommended-block').then((m) => m.mountRecommended());
  if (document.querySelector('[data-promo-ab]')) import('#src/islands/public/promo-banner-ab').then((m) => m.mountPromoBanner());
}

/** Core Web Vitals are measured only with analytics consent, given now or later: the library loads only then. */
function measureWithConsent(): void {
  const measure = () => void import('./web-vitals-beacon').then((m) => m.startWebVitals());
  if (allows('analytics')) return measure();
  const stop = $consent.listen((choice) => {
    if (!choice?.analytics) return;
    stop();
    measure();
  });
}
