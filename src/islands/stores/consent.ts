import { atom } from 'nanostores';
import { CONSENT_STORAGE_KEY, parseConsent, type ConsentPreferences } from '#src/lib/personalisation/consent';
import { cookiesNotAllowed } from '#src/lib/personalisation/cookies';
import { deleteCookie, writeCookie } from './browser-cookies';

function readStored(): ConsentPreferences | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null; // storage blocked: ask again, store nothing
  }
}

/** The visitor's choice, or null while undecided. Every island reads this one atom. */
export const $consent = atom<ConsentPreferences | null>(readStored());
/** The Cookie Preferences dialog is open. */
export const $preferencesOpen = atom(false);

/** True when the stored choice allows this category. */
export function allows(category: keyof ConsentPreferences): boolean {
  return !!$consent.get()?.[category];
}

/**
 * Stores a choice (localStorage `cookie-preferences` and the `cookie_consent`
 * cookie, so the server knows too), deletes at once every cookie it no longer
 * allows, then tells the islands.
 */
export function saveConsent(prefs: ConsentPreferences): void {
  const choice = { ...prefs, necessary: true };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    /* storage blocked: the choice still holds for this page */
  }
  writeCookie('cookie_consent', choice);
  for (const name of cookiesNotAllowed(choice)) deleteCookie(name);
  $consent.set(choice);
}
