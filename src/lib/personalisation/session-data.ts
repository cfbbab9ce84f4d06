import { encodeCookieValue, MAX_COOKIE_BYTES } from './cookies';
import { asVehicleId } from './recently-viewed';
import type { TrafficSource } from './traffic-source';

/** The analytics session (`session_data`, 1 day), as spec section 3 lists it. */
export type SessionData = {
  id: string;
  startTime: number;
  pageViews: { path: string; time: number }[];
  vehicleInterests: { id: number; time: number }[];
  preferences: Record<string, string>;
  referrer: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export const SESSION_DAYS = 1;
const MAX_PAGE_VIEWS = 25;
const MAX_INTERESTS = 10;
const SESSION_ID = /^[A-Za-z0-9-]{8,64}$/;

/** An entry as read from the cookie: any field may be missing or of another type. */
type Loose<T> = { [K in keyof T]?: unknown } | null | undefined;

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/** A session read from its cookie; null when absent, unreadable, or older than a day. */
export function parseSessionData(value: unknown, now: number): SessionData | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isSessionId(v.id) || typeof v.startTime !== 'number' || !(v.startTime > now - SESSION_DAYS * 86_400_000)) return null;
  // The cookie is the visitor's to edit: each entry is checked field by field before it is trusted.
  const list = <T>(items: unknown, ok: (item: Loose<T>) => boolean, max: number): T[] =>
    Array.isArray(items) ? ((items as Loose<T>[]).filter(ok).slice(-max) as T[]) : [];
  return {
    id: v.id,
    startTime: v.startTime,
    pageViews: list<SessionData['pageViews'][number]>(
      v.pageViews,
      (p) => typeof p?.path === 'string' && typeof p.time === 'number',
      MAX_PAGE_VIEWS,
    ),
    vehicleInterests: list<SessionData['vehicleInterests'][number]>(
      v.vehicleInterests,
      (i) => asVehicleId(i?.id) !== undefined && typeof i?.time === 'number',
      MAX_INTERESTS,
    ),
    preferences:
      v.preferences && typeof v.preferences === 'object' && !Array.isArray(v.preferences) ? (v.preferences as Record<string, string>) : {},
    referrer: str(v.referrer, 200) ?? 'direct',
    utmSource: str(v.utmSource, 100),
    utmMedium: str(v.utmMedium, 100),
    utmCampaign: str(v.utmCampaign, 100),
  };
}

export function newSession(id: string, now: number, source: TrafficSource): SessionData {
  return {
    id,
    startTime: now,
    pageViews: [],
    vehicleInterests: [],
    preferences: {},
    referrer: source.referrer,
    utmSource: source.utm.source,
    utmMedium: source.utm.medium,
    utmCampaign: source.utm.campaign,
  };
}

/** Drops the oldest page views until the encoded cookie fits in MAX_COOKIE_BYTES. */
function fit(session: SessionData): SessionData {
  const s = { ...session, pageViews: [...session.pageViews] };
  while (s.pageViews.length > 1 && encodeCookieValue(s).length > MAX_COOKIE_BYTES) s.pageViews.shift();
  return s;
}

export function addPageView(session: SessionData, path: string, now: number): SessionData {
  return fit({ ...session, pageViews: [...session.pageViews, { path: path.slice(0, 120), time: now }].slice(-MAX_PAGE_VIEWS) });
}

export function addVehicleInterest(session: SessionData, id: number, now: number): SessionData {
  const interests = [...session.vehicleInterests.filter((i) => i.id !== id), { id, time: now }].slice(-MAX_INTERESTS);
  return fit({ ...session, vehicleInterests: interests });
}

/** Days left in the session's one-day life (the cookie is not extended by activity). */
export function sessionDaysLeft(session: SessionData, now: number): number {
  return Math.max(0, session.startTime + SESSION_DAYS * 86_400_000 - now) / 86_400_000;
}
