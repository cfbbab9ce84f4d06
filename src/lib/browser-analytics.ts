/**
 * Readers for the anonymous, consent-gated analytics cookies this browser keeps
 * (spec section 3, "Browser-side data"). The consent layer writes them; the
 * admin Analytics screen only reads them. A missing or corrupted cookie reads
 * as empty, never as an error (spec section 8, "Corrupted cookie").
 */

/** The cookie names the consent layer writes. */
export const ANALYTICS_COOKIES = {
  visitCount: 'visit_count',
  sessionData: 'session_data',
  popularVehicles: 'popular_vehicles',
  abVariant: 'ab_variant',
  viewedCount: 'viewed_count',
} as const;

/** The Analytics screen lists at most this many popular vehicles. */
export const POPULAR_VEHICLES_LIMIT = 5;

export type PopularVehicle = { id: number; count: number };

export type BrowserAnalytics = {
  totalVisits: number;
  vehiclesViewed: number;
  sessionId: string | null;
  /** The home-layout A/B variant ('A' or 'B'), null when none was assigned. */
  abVariant: string | null;
  abConversions: number;
  /** Highest count first, at most POPULAR_VEHICLES_LIMIT. */
  popularVehicles: PopularVehicle[];
};

/** `a=1; b=%7B%7D` → { a: '1', b: '{}' }; a value that does not decode is kept as written. The first of two same-named cookies wins, as in browsers. */
export function parseCookies(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A non-negative whole count from '12' or 12; anything else is 0. */
export function readCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** The session cookie's id, or null when absent, corrupted or blank. */
export function readSessionId(value: string | undefined): string | null {
  const data = parseJson(value);
  if (!isRecord(data) || typeof data.id !== 'string') return null;
  const id = data.id.trim();
  return id ? id : null;
}

/** `[{id,count}]` merged by id (counts added), invalid entries dropped, highest first (ties: lower id first), at most `limit`. */
export function readPopularVehicles(value: string | undefined, limit = POPULAR_VEHICLES_LIMIT): PopularVehicle[] {
  const data = parseJson(value);
  if (!Array.isArray(data)) return [];
  const counts = new Map<number, number>();
  for (const entry of data) {
    if (!isRecord(entry)) continue;
    const id = typeof entry.id === 'string' ? Number(entry.id) : entry.id;
    const count = readCount(entry.count);
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || count <= 0) continue;
    counts.set(id, (counts.get(id) ?? 0) + count);
  }
  return [...counts]
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, Math.max(0, limit));
}

/** `{variant, conversions}` → the variant text and a count; anything else reads as not assigned. */
export function readAbVariant(value: string | undefined): { variant: string | null; conversions: number } {
  const data = parseJson(value);
  if (!isRecord(data) || typeof data.variant !== 'string' || !data.variant.trim()) return { variant: null, conversions: 0 };
  return { variant: data.variant.trim(), conversions: readCount(data.conversions) };
}

/** Everything the Analytics screen shows about this browser, from a `document.cookie` string. */
export function readBrowserAnalytics(cookieHeader: string): BrowserAnalytics {
  const cookies = parseCookies(cookieHeader);
  const ab = readAbVariant(cookies[ANALYTICS_COOKIES.abVariant]);
  return {
    totalVisits: readCount(cookies[ANALYTICS_COOKIES.visitCount]),
    vehiclesViewed: readCount(cookies[ANALYTICS_COOKIES.viewedCount]),
    sessionId: readSessionId(cookies[ANALYTICS_COOKIES.sessionData]),
    abVariant: ab.variant,
    abConversions: ab.conversions,
    popularVehicles: readPopularVehicles(cookies[ANALYTICS_COOKIES.popularVehicles]),
  };
}
