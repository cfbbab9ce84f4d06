/**
 * This browser's cookie-consent choice, read from where the consent banner
 * stores it (localStorage 'cookie-preferences'). Kept in this one small file so
 * it can be swapped for the consent store (src/islands/stores/consent.ts) once
 * that lands.
 */
export const CONSENT_STORAGE_KEY = 'cookie-preferences';

export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean; personalization: boolean };

/** The stored JSON as preferences; null when nothing (or nothing readable) was decided. */
export function parseCookiePreferences(raw: string | null | undefined): CookiePreferences | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  return { necessary: true, analytics: d.analytics === true, marketing: d.marketing === true, personalization: d.personalization === true };
}

export function readCookiePreferences(): CookiePreferences | null {
  try {
    return parseCookiePreferences(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): treat as undecided.
    return null;
  }
}

/** The Analytics screen shows this browser's figures only when analytics cookies were accepted. */
export function hasAnalyticsConsent(preferences: CookiePreferences | null): boolean {
  return preferences?.analytics === true;
}
