import { ACCEPT_ALL, DECLINE_ALL, OPTIONAL_CATEGORIES, type ConsentPreferences } from '../../lib/personalisation/consent';
import { $consent, $preferencesOpen, saveConsent } from '../stores/consent';
import { startPersonalisation } from '../stores/personalisation';
export { restoreFilters } from '../stores/remembered-filters';

/**
 * The banner and the Cookie Preferences dialog, in plain DOM over the markup
 * of consent-banner.astro, and the page's personalised blocks, each loaded
 * only when it is on the page.
 */
const banner = () => document.getElementById('consent-banner');
const dialog = () => document.getElementById('cookie-preferences') as HTMLDialogElement | null;
let returnFocus: HTMLElement | null = null;

function decide(prefs: ConsentPreferences): void {
  saveConsent(prefs);
  banner()?.setAttribute('hidden', '');
}

export function openPreferences(from?: HTMLElement | null): void {
  start();
  const d = dialog();
  if (!d || d.open) return;
  returnFocus = from ?? (document.activeElement as HTMLElement | null);
  const current = $consent.get() ?? DECLINE_ALL;
  for (const name of OPTIONAL_CATEGORIES) (d.querySelector(`input[name="${name}"]`) as HTMLInputElement).checked = current[name];
  d.showModal();
  $preferencesOpen.set(true);
  (d.querySelector('input:not([disabled])') as HTMLElement | null)?.focus();
}

function closePreferences(): void {
  const d = dialog();
  if (d?.open) d.close();
  $preferencesOpen.set(false);
  // Back where the visitor was; the banner's button is gone once a choice is made.
  const target = returnFocus && returnFocus.isConnected && !returnFocus.closest('[hidden]') ? returnFocus : null;
  target?.focus();
  returnFocus = null;
  if (!$consent.get()) banner()?.removeAttribute('hidden');
}

function readDialog(d: HTMLDialogElement): ConsentPreferences {
  const on = (name: string) => (d.querySelector(`input[name="${name}"]`) as HTMLInputElement).checked;
  return { necessary: true, analytics: on('analytics'), marketing: on('marketing'), personalization: on('personalization') };
}

/** Tab and Shift+Tab wrap inside the dialog, so focus never reaches the browser's own controls. */
function trapFocus(d: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = [...d.querySelectorAll<HTMLElement>('input:not([disabled]), button, a[href]')];
  const first = items[0];
  const last = items.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

function bind(): void {
  banner()?.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (action === 'accept') decide(ACCEPT_ALL);
    else if (action === 'decline') decide(DECLINE_ALL);
    else if (action === 'customize') openPreferences(event.target as HTMLElement);
  });
  const d = dialog();
  if (!d) return;
  d.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (action === 'save') decide(readDialog(d));
    else if (action === 'accept') decide(ACCEPT_ALL);
    if (action) closePreferences();
  });
  // Escape is Cancel: nothing saved.
  d.addEventListener('cancel', (event) => {
    event.preventDefault();
    closePreferences();
  });
  d.addEventListener('keydown', (event) => trapFocus(d, event));
}

let started = false;

export function start(): void {
  if (started) return;
  started = true;
  bind();
  startPersonalisation();
  if (!$consent.get()) {
    setTimeout(
      () => {
        if (!$consent.get() && !dialog()?.open) banner()?.removeAttribute('hidden');
      },
      Math.max(0, 1000 - performance.now()),
    );
  }
  // A mark for tests and tools: this page's personalisation has been recorded.
  document.documentElement.dataset.consentReady = '';
  if (document.querySelector('[data-recently-viewed]')) import('./recently-viewed-block').then((m) => m.mountRecentlyViewed());
  if (document.querySelector('[data-recommended]')) import('./recommended-block').then((m) => m.mountRecommended());
  if (document.querySelector('[data-promo-ab]')) import('./promo-banner-ab').then((m) => m.mountPromoBanner());
}
