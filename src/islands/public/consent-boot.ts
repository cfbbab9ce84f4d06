/**
 * The only script every public page runs up front, kept tiny: it restores
 * remembered inventory filters at once (before the page settles), then
 * loads the consent layer when the page is idle. A click on a
 * `data-cookie-preferences` element loads it at once and opens the dialog.
 */
import { CONSENT_STORAGE_KEY, parseConsent } from '../../lib/personalisation/consent';
import { COOKIE_NAMES, decodeCookieValue, parseCookieHeader } from '../../lib/personalisation/cookies';
import { parseSavedFilters, restoreQuery } from '../../lib/personalisation/remembered-filters';

const load = () => import('./consent-controller');
const RESTORED = 'filters-restored';

function restoreFilters(): void {
  if (location.pathname !== '/inventory') return;
  try {
    if (!parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY))?.personalization) return;
    const saved = parseSavedFilters(decodeCookieValue(parseCookieHeader(document.cookie).get(COOKIE_NAMES.filterPreferences)));
    const query = restoreQuery(new URLSearchParams(location.search), saved);
    // Once per tab: after that a bare /inventory means the visitor cleared the filters (and no loop).
    if (!query || sessionStorage.getItem(RESTORED)) return;
    sessionStorage.setItem(RESTORED, '1');
    document.documentElement.dataset.restoringFilters = '1';
    location.replace(`/inventory?${query}${location.hash}`);
  } catch {
    /* storage blocked: nothing to restore */
  }
}

restoreFilters();

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest?.('[data-consent-open], [data-cookie-preferences]');
  if (!trigger) return;
  event.preventDefault();
  load().then((m) => m.openPreferences(trigger as HTMLElement));
});

const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 1500 }) : setTimeout(fn, 200));
const start = () => idle(() => load().then((m) => m.start()));
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
