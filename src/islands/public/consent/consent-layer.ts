let started = false;

/**
 * Once per page, when the consent banner has hydrated: goes back to the
 * remembered inventory filters (a bare /inventory), records what consent
 * allows, and mounts the personalised blocks that are on this page. All of it
 * is browser-only and loaded here, never in the server render.
 */
export async function startConsentLayer(): Promise<void> {
  if (started) return;
  started = true;
  const [{ startPersonalisation }, { restoreFilters }] = await Promise.all([
    import('../../stores/personalisation'),
    import('../../stores/remembered-filters'),
  ]);
  // Before the page is recorded: a restore navigates away and must not save the bare URL first.
  if (location.pathname === '/inventory') restoreFilters();
  startPersonalisation();
  // A mark for tests and tools: this page's personalisation has been recorded.
  document.documentElement.dataset.consentReady = '';
  if (document.querySelector('[data-recently-viewed]')) import('../recently-viewed-block').then((m) => m.mountRecentlyViewed());
  if (document.querySelector('[data-recommended]')) import('../recommended-block').then((m) => m.mountRecommended());
  if (document.querySelector('[data-promo-ab]')) import('../promo-banner-ab').then((m) => m.mountPromoBanner());
}
