import { deflateSync } from 'node:zlib';
import { test as base, expect, type Page } from '@playwright/test';
import { withVinCheckDigit } from '#src/lib/vin';
import { ANSWERED_DISCLOSURES } from './disclosures';
import { TEST_ACCOUNTS, type TestRole, e2eDb } from './test-server';

/**
 * Signs in through the API with the page's own request context, so the
 * session cookie lands in the browser context (no UI round trip).
 */
export async function loginAs(page: Page, role: TestRole = 'employee'): Promise<void> {
  const account = TEST_ACCOUNTS[role];
  const res = await page.request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  if (role !== 'customer') expect(res.status(), `login as ${role}`).toBe(200);
}

/** Waits until every island on the page has hydrated (their `ssr` attribute goes away). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Goes to a page and waits for its islands. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** A tiny valid PNG (solid colour) for upload tests, generated in memory. */
export function pngBuffer(width = 8, height = 8, rgb: [number, number, number] = [176, 141, 87]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Playwright's test with a `staffPage`: a page already signed in as the employee account. */
export const test = base.extend<{ staffPage: Page }>({
  staffPage: async ({ page }, use) => {
    await loginAs(page, 'employee');
    await use(page);
  },
});
export { expect };

/** The toast on screen (not Radix's screen-reader copy of it). */
export function toastLocator(page: Page, title: string) {
  return page.locator('[data-portal-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

/** Expects a toast with this title (and description, when given) to be showing. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toastLocator(page, title);
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** The site's origin, sent as Origin on API writes as a browser would (Astro refuses cross-site writes). */
export const E2E_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4391}`;

/** A JSON API call with the page's cookies; fails the test on a non-2xx answer unless `expectStatus` says otherwise. */
export async function apiCall<T = any>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  expectStatus?: number,
): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: { Origin: E2E_ORIGIN } });
  if (expectStatus !== undefined) expect(res.status(), `${method} ${path}`).toBe(expectStatus);
  else expect(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

let vinCounter = 0;
/** A fresh, valid VIN (check digit correct) for each call in this run. */
export function uniqueVin(): string {
  const serial = `${Date.now().toString(36).toUpperCase()}${(vinCounter++).toString(36).toUpperCase()}`
    .replace(/[IOQ]/g, 'Z')
    .padStart(8, '0')
    .slice(-8);
  return withVinCheckDigit(`WP0AB2A90${serial}`);
}

export type VehicleSeed = Partial<{
  make: string;
  model: string;
  year: number;
  price: number;
  mileage: number;
  color: string;
  category: string;
  status: string;
  isFeatured: boolean;
  images: string[];
  description: string;
  features: string[];
}>;

/**
 * A photo the e2e server really serves (a demo vehicle's first): a vehicle goes live only with a photo
 * (src/lib/vehicle-publish.ts), and a made-up path would be a broken image on every page that shows it.
 */
export function servedPhoto(): string {
  const db = e2eDb();
  try {
    const row = db.prepare("select json_extract(images, '$[0]') as url from vehicles where images <> '[]' order by id limit 1").get() as
      { url: string } | undefined;
    return row?.url ?? '/media/example.webp';
  } finally {
    db.close();
  }
}

/** Creates a vehicle through the API (signed in as staff already). */
export async function createVehicle(page: Page, overrides: VehicleSeed = {}) {
  return apiCall<{ id: number; vin: string; make: string; model: string; year: number; createdAt: string; mileage: number; color: string }>(
    page,
    'POST',
    '/api/vehicles',
    {
      make: 'Porsche',
      model: '911 Carrera S',
      year: 2021,
      price: 139900,
      mileage: 18250,
      fuelType: 'Gasoline',
      transmission: 'DCT',
      color: 'Chalk',
      description: 'One owner, full service history.',
      category: 'sports-cars',
      condition: 'Excellent',
      images: [servedPhoto()],
      vin: uniqueVin(),
      disclosures: ANSWERED_DISCLOSURES,
      ...overrides,
    },
  );
}

/** Sends a public inquiry (no session needed). */
export async function createInquiry(
  page: Page,
  overrides: Partial<{ name: string; email: string; phone: string; subject: string; message: string; vehicleId: number }> = {},
) {
  return apiCall<{ id: number }>(page, 'POST', '/api/inquiries', {
    name: 'Avery Stone',
    email: 'avery@example.com',
    subject: 'Viewing request',
    message: 'I would like to book a private viewing this week.',
    ...overrides,
  });
}
