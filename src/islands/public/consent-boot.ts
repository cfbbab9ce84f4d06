/**
 * The only script every public page runs up front, kept tiny: it loads the
 * consent layer once the page is idle (at once on /inventory, where
 * remembered filters are restored before the visitor starts reading). A
 * click on a `data-consent-open` element (the footer's Cookie Preferences
 * button) loads it at once and opens the dialog.
 */
const load = () => import('./consent-controller');

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest?.('[data-consent-open], [data-cookie-preferences]');
  if (!trigger) return;
  event.preventDefault();
  load().then((m) => m.openPreferences(trigger as HTMLElement));
});

if (location.pathname === '/inventory') load().then((m) => m.restoreFilters());
const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 1500 }) : setTimeout(fn, 200));
const start = () => idle(() => load().then((m) => m.start()));
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
