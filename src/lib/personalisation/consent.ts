import { COOKIE_NAMES, decodeCookieValue, parseCookieHeader, type ConsentCategory } from './cookies';

/** The stored choice (localStorage `cookie-preferences`); necessary is always on. */
export type ConsentPreferences = Record<ConsentCategory, boolean>;

export const CONSENT_STORAGE_KEY = 'cookie-preferences';

export const ACCEPT_ALL: ConsentPreferences = { necessary: true, analytics: true, marketing: true, personalization: true };
export const DECLINE_ALL: ConsentPreferences = { necessary: true, analytics: false, marketing: false, personalization: false };

/** Reads a stored choice; null when none was made or the stored text is unreadable (the banner asks again). */
export function parseConsent(value: unknown): ConsentPreferences | null {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  return { necessary: true, analytics: v.analytics === true, marketing: v.marketing === true, personalization: v.personalization === true };
}

/** The spec's 'consented': any of analytics, marketing or personalization on. */
export function hasConsented(prefs: ConsentPreferences | null): boolean {
  return !!prefs && (prefs.analytics || prefs.marketing || prefs.personalization);
}

/**
 * The choice a request carries in its `cookie_consent` cookie (the banner writes it beside localStorage, so the
 * server knows too): whether it allows a category. No cookie, or an unreadable one, allows nothing.
 */
export function requestAllows(cookieHeader: string | null | undefined, category: Exclude<ConsentCategory, 'necessary'>): boolean {
  const prefs = parseConsent(decodeCookieValue(parseCookieHeader(cookieHeader).get(COOKIE_NAMES.consent)));
  return !!prefs?.[category];
}
