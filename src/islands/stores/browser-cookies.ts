import {
  COOKIE_SPECS,
  decodeCookieValue,
  encodeCookieValue,
  parseCookieHeader,
  serializeCookie,
  type CookieName,
} from '#src/lib/personalisation/cookies';

/** document.cookie through the codec: path /, SameSite Lax, Secure on https. */

export function readRawCookie(name: CookieName): string | undefined {
  return parseCookieHeader(document.cookie).get(name);
}

export function writeCookie(name: CookieName, value: unknown, days = COOKIE_SPECS[name][0]): void {
  document.cookie = serializeCookie(name, encodeCookieValue(value), days, location.protocol === 'https:');
}

export function deleteCookie(name: CookieName): void {
  if (readRawCookie(name) !== undefined) document.cookie = serializeCookie(name, '', 0, location.protocol === 'https:');
}

/**
 * Reads a cookie through `parse`. A corrupted value reads as the parser's
 * empty value and is repaired on the spot (rewritten cleaned, or deleted when
 * nothing usable was left), never thrown on.
 */
export function readCookie<T>(name: CookieName, parse: (value: unknown) => T, isEmpty: (value: T) => boolean): T {
  const raw = readRawCookie(name);
  const value = parse(decodeCookieValue(raw));
  if (raw !== undefined && encodeCookieValue(value) !== raw) {
    if (isEmpty(value)) deleteCookie(name);
    else writeCookie(name, value);
  }
  return value;
}
