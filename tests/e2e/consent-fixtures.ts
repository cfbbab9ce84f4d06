import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Shared steps for the consent specs: our own vehicles written straight into
 * the e2e server's database (so the specs do not depend on the demo data),
 * and helpers to read cookies and count analytics events.
 */
const FIXTURES = [
  {
    key: 'porsche',
    make: 'Porsche',
    model: '911 Turbo S',
    year: 2023,
    category: 'sports-cars',
    status: 'available',
    vin: 'WP0AD2A95PS000101',
    featured: 1,
  },
  {
    key: 'bentley',
    make: 'Bentley',
    model: 'Flying Spur',
    year: 2022,
    category: 'luxury-sedans',
    status: 'available',
    vin: 'SCBBG6ZG1NC000102',
    featured: 0,
  },
  {
    key: 'cayenne',
    make: 'Porsche',
    model: 'Cayenne Turbo GT',
    year: 2024,
    category: 'suvs-crossovers',
    status: 'available',
    vin: 'WP1BK2AY2RD000103',
    featured: 0,
  },
  {
    key: 'ferrari',
    make: 'Ferrari',
    model: '812 Superfast',
    year: 2021,
    category: 'exotic-collection',
    status: 'sold',
    vin: 'ZFF83CLA1M0000104',
    featured: 0,
  },
  {
    key: 'rolls',
    make: 'Rolls-Royce',
    model: 'Dawn',
    year: 2020,
    category: 'convertibles',
    status: 'available',
    vin: 'SCA666D54LU000105',
    featured: 0,
  },
] as const;
export type FixtureKey = (typeof FIXTURES)[number]['key'];

function dbFile() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return path.join(dir, 'dealership.sqlite');
}

/** Inserts the fixture vehicles once; returns their ids by key. */
export function fixtureVehicles(): Record<FixtureKey, number> {
  const db = new Database(dbFile());
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert or ignore into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, status, is_featured, features, vin)
     values (?, ?, ?, 250000, 4200, 'Gasoline', 'Automatic', 'Black', 'A consent-spec fixture.', ?, ?, ?, '["Carbon ceramic brakes"]', ?)`,
  );
  const ids = {} as Record<FixtureKey, number>;
  for (const f of FIXTURES) {
    insert.run(f.make, f.model, f.year, f.category, f.status, f.featured, f.vin);
    ids[f.key] = (db.prepare('select id from vehicles where vin = ?').get(f.vin) as { id: number }).id;
  }
  db.close();
  return ids;
}

export function countEvents(where = '1 = 1', ...params: unknown[]): number {
  const db = new Database(dbFile(), { readonly: true });
  try {
    return (db.prepare(`select count(*) n from analytics_events where ${where}`).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

export function events(where: string, ...params: unknown[]): Record<string, unknown>[] {
  const db = new Database(dbFile(), { readonly: true });
  try {
    return db.prepare(`select * from analytics_events where ${where} order by id`).all(...params) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

export const TRACKING_COOKIES = [
  'filter_preferences',
  'visit_count',
  'session_data',
  'recently_viewed',
  'viewed_count',
  'utm_params',
  'visit_sources',
  'popular_vehicles',
  'ab_variant',
];

export async function cookieMap(context: BrowserContext): Promise<Map<string, string>> {
  return new Map((await context.cookies()).map((c) => [c.name, c.value]));
}

export async function jsonCookie(context: BrowserContext, name: string): Promise<unknown> {
  const value = (await cookieMap(context)).get(name);
  return value === undefined ? undefined : JSON.parse(decodeURIComponent(value));
}

/** Opens a page and waits until the consent layer has recorded it. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
}

export async function acceptAll(page: Page): Promise<void> {
  await visit(page, '/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  // The consent layer loads on the first consent and records this page.
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
}

/**
 * Counts what the page sends to /api/events from now on. Playwright does not
 * see beacons sent while a page unloads, so sendBeacon and fetch are wrapped
 * in the page and the count kept in sessionStorage (it survives same-tab
 * navigation). Read it from a later page: the last page's own beacon goes when it is hidden.
 */
export async function countEventRequests(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const bump = (url: unknown) => {
      if (String(url).includes('/api/events'))
        sessionStorage.setItem('event-requests', String(Number(sessionStorage.getItem('event-requests') ?? 0) + 1));
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => (bump(url), beacon(url, data));
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = (input, init) => (bump(input instanceof Request ? input.url : input), fetchOriginal(input, init));
  });
  return async () => Number(await page.evaluate(() => sessionStorage.getItem('event-requests') ?? 0));
}
