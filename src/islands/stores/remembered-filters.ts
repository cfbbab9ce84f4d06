import { parseSavedFilters, restoreQuery } from '#src/lib/personalisation/remembered-filters';
import { readCookie } from './browser-cookies';
import { allows } from './consent';

const RESTORED = 'filters-restored';

/**
 * On a bare /inventory, goes once to the saved filters (personalisation
 * consent). Once per tab: after that a bare /inventory means the visitor
 * cleared the filters, and it can never loop.
 */
export function restoreFilters(): void {
  if (location.pathname !== '/inventory' || !allows('personalization')) return;
  const saved = readCookie('filter_preferences', parseSavedFilters, (f) => !Object.keys(f).length);
  const query = restoreQuery(new URLSearchParams(location.search), saved);
  try {
    if (!query || sessionStorage.getItem(RESTORED)) return;
    sessionStorage.setItem(RESTORED, '1');
  } catch {
    return; // storage blocked: without the once-only mark, do not risk a loop
  }
  document.documentElement.dataset.restoringFilters = '';
  location.replace(`/inventory?${query}${location.hash}`);
}
