/**
 * The personalisation cookies: names, lifetimes and the consent each needs
 * (spec sections 3 and 9). The admin analytics page reads these names: keep them.
 * Values are JSON (or a number) written with encodeURIComponent.
 */

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing' | 'personalization';

export const COOKIE_NAMES = {
  consent: 'cookie_consent',
  filterPreferences: 'filter_preferences',
  visitCount: 'visit_count',
  sessionData: 'session_data',
  recentlyViewed: 'recently_viewed',
  viewedCount: 'viewed_count',
  utmParams: 'utm_params',
  visitSources: 'visit_sources',
  popularVehicles: 'popular_vehicles',
  abVariant: 'ab_variant',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/**
 * [lifetime in days, the consent category that allows it] per cookie. Tuples,
 * not objects: this table ships to every visitor. The browser code names
 * cookies by these literal names (type-checked), not through COOKIE_NAMES.
 */
export const COOKIE_SPECS: Record<CookieName, readonly [days: number, category: ConsentCategory]> = {
  cookie_consent: [365, 'necessary'],
  filter_preferences: [30, 'personalization'],
  recently_viewed: [30, 'personalization'],
  visit_count: [365, 'analytics'],
  session_data: [1, 'analytics'],
  viewed_count: [30, 'analytics'],
  visit_sources: [90, 'analytics'],
  popular_vehicles: [30, 'analytics'],
  utm_params: [30, 'marketing'],
  ab_variant: [90, 'marketing'],
};

/** Browsers drop a cookie whose name + value pass 4096 bytes; stay clear of it. */
export const MAX_COOKIE_BYTES = 3800;

/** `a=1; b=2` → Map; a malformed pair is skipped, never thrown on. The first of duplicate names wins (the most specific path). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name && !jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return jar;
}

/** A value as stored in a cookie: JSON, percent-encoded (no ';', ',' or spaces to escape). */
export function encodeCookieValue(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

/** The JSON inside a cookie value, or undefined when it is not percent-encoded JSON (a corrupted cookie reads as empty). */
export function decodeCookieValue(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/** A Set-Cookie / document.cookie string: path /, SameSite Lax, Secure on https; maxAgeDays 0 deletes. */
export function serializeCookie(name: string, encodedValue: string, maxAgeDays: number, secure: boolean): string {
  const maxAge = Math.max(0, Math.round(maxAgeDays * 86_400));
  return `${name}=${encodedValue}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cookies a choice of consent does not allow: these are deleted at once. */
export function cookiesNotAllowed(allowed: Record<ConsentCategory, boolean>): CookieName[] {
  return (Object.keys(COOKIE_SPECS) as CookieName[]).filter((name) => !allowed[COOKIE_SPECS[name][1]]);
}
