import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { db } from '#src/db/client';
import { listVehicles } from '#src/db/queries/vehicles';
import { feedFetches, siteSettings, vehicles } from '#src/db/schema';
import { DEALER } from '#src/lib/dealer';
import { toFeedVehicles, type FeedDealer, type FeedVehicle } from '#src/lib/feeds/feed-vehicle';
import { googleVehiclesXml } from '#src/lib/feeds/google-vehicles';
import { inventoryCsv, metaVehiclesCsv } from '#src/lib/feeds/csv-feeds';
import { config } from '#src/server/config';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { getPricingSettings } from '#src/db/queries/pricing-settings';

/** The syndication feeds, at stable URLs. */
export const FEEDS = {
  google: { path: '/feeds/google-vehicles.xml', label: 'Google vehicle listings', type: 'application/xml; charset=utf-8' },
  meta: { path: '/feeds/meta-vehicles.csv', label: 'Meta automotive catalogue (Facebook, Instagram)', type: 'text/csv; charset=utf-8' },
  inventory: {
    path: '/feeds/inventory.csv',
    label: 'Inventory CSV (AutoTrader.ca, CarGurus, Kijiji Autos)',
    type: 'text/csv; charset=utf-8',
  },
} as const;
export type FeedName = keyof typeof FEEDS;

/** Absolute links point at SITE_URL (the public address), else the configured site. */
export function feedSite(fallback?: URL): URL {
  return new URL(config().SITE_URL ?? fallback?.href ?? DEALER.siteUrl);
}

function feedDealer(): FeedDealer {
  const c = getDealerContact();
  return {
    name: DEALER.name,
    street: c.street,
    city: c.city,
    region: c.region,
    postalCode: c.postalCode,
    country: DEALER.address.country,
    phone: c.phoneDisplay,
    latitude: DEALER.geo.latitude,
    longitude: DEALER.geo.longitude,
  };
}

/** Every vehicle the feeds list right now (sold and "price on request" left out). */
export function currentFeedVehicles(site: URL): FeedVehicle[] {
  return toFeedVehicles(listVehicles(), getPricingSettings(), site);
}

function render(feed: FeedName, list: readonly FeedVehicle[], site: URL): string {
  const dealer = feedDealer();
  if (feed === 'google') return googleVehiclesXml(list, dealer, site);
  if (feed === 'meta') return metaVehiclesCsv(list, dealer);
  return inventoryCsv(list, dealer);
}

/** The newest change of anything a feed is made from (vehicles, fee lines, dealer details), to the second. */
function sourcesChangedAt(): number {
  const v =
    db()
      .select({ at: sql<number | null>`max(${vehicles.updatedAt})` })
      .from(vehicles)
      .get()?.at ?? 0;
  const s =
    db()
      .select({ at: sql<number | null>`max(${siteSettings.updatedAt})` })
      .from(siteSettings)
      .get()?.at ?? 0;
  return Math.floor(Math.max(Number(v), Number(s)) / 1000) * 1000;
}

/*
 * Last-Modified. The newest updatedAt misses a deleted vehicle (or one that
 * went off sale without an edit), so per feed we remember the body's hash:
 * when it changes without a newer source, the feed changed now.
 */
const seen = new Map<FeedName, { etag: string; modified: number }>();

function lastModified(feed: FeedName, etag: string): number {
  const sources = sourcesChangedAt();
  const before = seen.get(feed);
  let modified = sources;
  if (before && before.etag !== etag) modified = Math.max(sources, Math.floor(Date.now() / 1000) * 1000);
  else if (before) modified = Math.max(sources, before.modified);
  seen.set(feed, { etag, modified });
  return modified;
}

function recordFetch(feed: FeedName): void {
  const now = new Date();
  db()
    .insert(feedFetches)
    .values({ feed, lastFetchedAt: now, fetches: 1 })
    .onConflictDoUpdate({ target: feedFetches.feed, set: { lastFetchedAt: now, fetches: sql`${feedFetches.fetches} + 1` } })
    .run();
}

const matches = (header: string | null, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/**
 * The feed's answer: 200 with ETag and Last-Modified, or 304 when the
 * client's copy is current (If-None-Match first, else If-Modified-Since).
 * Every fetch, 304s too, is recorded for the settings screen.
 */
export function feedResponse(feed: FeedName, request: Request, fallbackSite?: URL): Response {
  const site = feedSite(fallbackSite);
  const body = render(feed, currentFeedVehicles(site), site);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const modified = lastModified(feed, etag);
  recordFetch(feed);
  const headers = {
    ETag: etag,
    'Last-Modified': new Date(modified).toUTCString(),
    // Marketplaces revalidate every time: the ETag makes an unchanged feed a bodiless 304.
    'Cache-Control': 'public, no-cache',
  };
  const inm = request.headers.get('if-none-match');
  const ims = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (inm ? matches(inm, etag) : Number.isFinite(ims) && modified <= ims) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': FEEDS[feed].type } });
}

export type FeedStatus = { name: FeedName; label: string; url: string; vehicles: number; lastFetchedAt: string | null; fetches: number };

/** What the feeds settings screen lists: each feed's URL, how many vehicles it holds, and when it was last fetched. */
export function feedStatuses(fallbackSite?: URL): FeedStatus[] {
  const site = feedSite(fallbackSite);
  const count = currentFeedVehicles(site).length;
  const fetched = new Map(
    db()
      .select()
      .from(feedFetches)
      .all()
      .map((f) => [f.feed, f]),
  );
  return (Object.keys(FEEDS) as FeedName[]).map((name) => ({
    name,
    label: FEEDS[name].label,
    url: new URL(FEEDS[name].path, site).href,
    vehicles: count,
    lastFetchedAt: fetched.get(name)?.lastFetchedAt.toISOString() ?? null,
    fetches: fetched.get(name)?.fetches ?? 0,
  }));
}
