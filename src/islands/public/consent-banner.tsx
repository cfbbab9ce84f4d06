import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { ACCEPT_ALL, DECLINE_ALL, type ConsentPreferences } from '#src/lib/personalisation/consent';
import { $consent, $preferencesOpen, saveConsent } from '#src/islands/stores/consent';
import { startConsentLayer } from '#src/islands/public/consent/consent-layer';

/**
 * The cookie banner and the Cookie Preferences dialog, on every public page.
 * Nothing of it is rendered on the server: both are hidden until the browser decides (the banner shows
 * a second after navigation when no choice was made, the dialog when asked), so a server copy would be
 * hidden markup and a React render on every page for nothing. It hydrates when the page is idle and draws
 * itself right after. Any `data-consent-open` element (the footer's button) opens the dialog.
 */
const TOGGLES = [
  { name: 'necessary', label: 'Necessary', text: 'Keep the site working: your cookie choice itself. Always on.' },
  {
    name: 'analytics',
    label: 'Analytics',
    text: 'Count visits, pages and vehicles viewed, anonymously, so we learn what interests our clients.',
  },
  { name: 'marketing', label: 'Marketing', text: 'Remember which campaign brought you here and which version of our offers you saw.' },
  {
    name: 'personalization',
    label: 'Personalization',
    text: 'Remember the vehicles you viewed and your inventory filters, and recommend vehicles for you.',
  },
] as const;

/** The banner appears this long after navigation start, never sooner (spec: after a short delay). */
const BANNER_DELAY_MS = 1000;

const BUTTON =
  'min-h-10 px-2 text-[0.68rem] font-medium tracking-[0.12em] uppercase transition-colors sm:min-h-11 sm:px-5 sm:text-[0.72rem] sm:tracking-[0.2em]';
const SWITCH =
  'relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-ink/20 transition-colors after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-ivory after:shadow after:transition-transform after:content-[""] checked:bg-gold-dark checked:after:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60';

const noSubscription = () => () => {};

export default function ConsentBanner() {
  // False on the server and while hydrating (so the empty server markup matches), true right after.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const consent = useStore($consent);
  const [due, setDue] = useState(false);
  const [draft, setDraft] = useState<ConsentPreferences>(DECLINE_ALL);
  const dialog = useRef<HTMLDialogElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = useStore($preferencesOpen);
  const bannerShown = due && !consent && !open;

  useEffect(() => {
    void startConsentLayer();
    const timer = setTimeout(() => setDue(true), Math.max(0, BANNER_DELAY_MS - performance.now()));
    // The footer's Cookie Preferences button (plain markup, outside this island).
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('[data-consent-open], [data-cookie-preferences]');
      if (!trigger) return;
      event.preventDefault();
      openPreferences(trigger);
    };
    document.addEventListener('click', onClick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // The back-to-top button moves above the banner while it shows (global.css reads these). The banner's
  // height comes from a ResizeObserver, after the browser's own layout, and goes on the button alone:
  // reading offsetHeight here forced a layout of the whole page in the middle of the load, and a custom
  // property on <html> restyled every element.
  useEffect(() => {
    const root = document.documentElement;
    const shown = banner.current;
    if (!bannerShown || !shown) {
      delete root.dataset.consentBanner;
      return;
    }
    const button = document.querySelector<HTMLElement>('[data-back-to-top]');
    const observer = new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      button?.style.setProperty('--consent-banner-height', `${Math.ceil(height)}px`);
      root.dataset.consentBanner = '';
    });
    observer.observe(shown);
    return () => {
      observer.disconnect();
      delete root.dataset.consentBanner;
    };
  }, [bannerShown]);

  function openPreferences(from: HTMLElement | null) {
    const d = dialog.current;
    if (!d || d.open) return;
    returnFocus.current = from ?? (document.activeElement as HTMLElement | null);
    setDraft($consent.get() ?? DECLINE_ALL);
    d.showModal();
    $preferencesOpen.set(true);
    d.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }

  function closePreferences() {
    const d = dialog.current;
    if (d?.open) d.close();
    $preferencesOpen.set(false);
  }

  // Once closed and re-rendered (the banner shows again when nothing was decided): back where the
  // visitor was. The banner's button is gone once a choice is made.
  useEffect(() => {
    if (open) return;
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected && !target.closest('[hidden]')) target.focus();
  }, [open, bannerShown]);

  function decide(prefs: ConsentPreferences) {
    saveConsent(prefs);
    closePreferences();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    decide({ ...draft, necessary: true });
  }

  /** Tab and Shift+Tab wrap inside the dialog, so focus never reaches the browser's own controls. */
  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('input:not([disabled]), button, a[href]')];
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

  if (!inBrowser) return null;
  return (
    <>
      <div
        id="consent-banner"
        ref={banner}
        hidden={!bannerShown}
        role="region"
        aria-label="Cookie consent"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-gold/30 bg-ink/95 text-ivory shadow-[0_-12px_40px_rgba(0,0,0,0.35)] backdrop-blur md:right-auto md:bottom-8 md:left-8 md:max-w-[34rem] md:border"
      >
        <div className="flex flex-col gap-3 px-4 py-3 sm:gap-5 sm:px-6 sm:py-5">
          <p className="text-[0.8rem] leading-snug text-ivory/85 sm:text-sm sm:leading-relaxed">
            <span className="mr-2 text-[0.65rem] font-medium tracking-[0.28em] text-gold-light uppercase sm:mb-2 sm:block">
              Your privacy
            </span>
            We use cookies to remember the vehicles you view, understand how our site is used and measure our campaigns. Nothing is set
            until you choose.{' '}
            <a href="/privacy-policy" className="text-ivory underline decoration-gold/60 underline-offset-4 hover:decoration-gold">
              Privacy policy
            </a>
          </p>
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            <button
              type="button"
              onClick={() => decide(DECLINE_ALL)}
              className={`${BUTTON} border border-ivory/30 text-ivory hover:border-ivory/70`}
            >
              Decline
            </button>
            <button
              type="button"
              onClick={(event) => openPreferences(event.currentTarget)}
              className={`${BUTTON} border border-ivory/30 text-ivory hover:border-ivory/70`}
            >
              Customize
            </button>
            <button type="button" onClick={() => decide(ACCEPT_ALL)} className={`${BUTTON} bg-gold text-ink hover:bg-gold-light`}>
              Accept All
            </button>
          </div>
        </div>
      </div>

      <dialog
        id="cookie-preferences"
        ref={dialog}
        aria-labelledby="cookie-preferences-title"
        aria-describedby="cookie-preferences-intro"
        onKeyDown={trapFocus}
        // Escape is Cancel: nothing saved.
        onCancel={(event) => {
          event.preventDefault();
          closePreferences();
        }}
        className="consent-dialog m-auto w-[min(36rem,calc(100vw-2rem))] bg-ivory p-0 text-ink shadow-2xl backdrop:bg-ink/70 backdrop:backdrop-blur-sm"
      >
        <form onSubmit={onSubmit} className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="overflow-y-auto px-6 pt-7 pb-2 sm:px-9 sm:pt-8">
            <p className="text-[0.7rem] font-medium tracking-[0.28em] text-bronze uppercase">Privacy</p>
            <h2 id="cookie-preferences-title" className="mt-2 font-display text-3xl">
              Cookie Preferences
            </h2>
            <p id="cookie-preferences-intro" className="mt-3 text-sm leading-relaxed text-ink/70">
              Choose what this browser may remember. You can change your mind at any time from the link in the footer; turning a category
              off deletes its cookies at once.
            </p>
            <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
              {TOGGLES.map((t) => (
                <li key={t.name} className="flex items-start justify-between gap-6 py-4">
                  <label htmlFor={`consent-${t.name}`} className="cursor-pointer">
                    <span className="block text-sm font-medium">{t.label}</span>
                    <span id={`consent-${t.name}-text`} className="mt-1 block text-xs leading-relaxed text-ink/60">
                      {t.text}
                    </span>
                  </label>
                  <input
                    id={`consent-${t.name}`}
                    name={t.name}
                    type="checkbox"
                    role="switch"
                    className={SWITCH}
                    aria-describedby={`consent-${t.name}-text`}
                    checked={t.name === 'necessary' || draft[t.name]}
                    disabled={t.name === 'necessary'}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      if (t.name !== 'necessary') setDraft((d) => ({ ...d, [t.name]: checked }));
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-3 px-6 py-5 sm:flex sm:justify-end sm:px-9 sm:py-6">
            <button type="button" onClick={closePreferences} className={`${BUTTON} border border-ink/20 hover:border-ink/50`}>
              Cancel
            </button>
            <button type="submit" className={`${BUTTON} border border-ink bg-ink text-ivory hover:bg-ink-3`}>
              Save Preferences
            </button>
            <button
              type="button"
              onClick={() => decide(ACCEPT_ALL)}
              className={`${BUTTON} col-span-2 bg-gold text-ink hover:bg-gold-light`}
            >
              Accept All
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
