import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(() => server?.stop());

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const carLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]))
    .flat()
    .find((b: { '@type': string }) => b['@type'] === 'Car');

describe('vehicle history: CARFAX Canada link and declarations', () => {
  const history = {
    carfaxUrl: 'https://vhr.carfax.ca/?id=TEST1234',
    accident: 'declared',
    accidentNote: 'Rear bumper replaced in 2021',
    lien: 'free',
    registeredIn: 'Ontario',
    imported: 'yes',
    importedFrom: 'United States',
    owners: 2,
  };

  it('refuses a CARFAX link on another host, naming the field, and stores nothing', async () => {
    for (const carfaxUrl of ['https://carfax.ca.evil.com/r?id=1', 'https://www.carfax.com/r', 'http://vhr.carfax.ca/?id=1']) {
      const res = await staff.post('/api/vehicles', vehicleBody({ history: { carfaxUrl } }));
      expect(res.status, carfaxUrl).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['history.carfaxUrl']);
    }
    const list = await staff.get('/api/vehicles?includeAll=true&pageSize=200');
    expect(JSON.stringify(list.body)).not.toContain('evil.com');
  });

  it('stores the declarations, shows them beside the disclosures with the badge, and puts owners and damages in the JSON-LD', async () => {
    const created = await staff.post('/api/vehicles', vehicleBody({ history }));
    expect(created.status).toBe(201);
    expect(created.body.history).toEqual(history);

    const html = await page(`/inventory/${created.body.id}`);
    const section = html.slice(html.indexOf('data-testid="vehicle-history"'));
    expect(html.indexOf('data-testid="disclosures"')).toBeLessThan(html.indexOf('data-testid="vehicle-history"'));
    expect(section).toContain('Declared: Rear bumper replaced in 2021');
    expect(section).toContain('Yes, from United States');
    expect(html).toMatch(
      /<a href="https:\/\/vhr\.carfax\.ca\/\?id=TEST1234" target="_blank" rel="noopener noreferrer"[^>]*data-carfax-badge>CARFAX Canada report/,
    );
    const ld = carLd(html);
    expect(ld.numberOfPreviousOwners).toBe(2);
    expect(ld.knownVehicleDamages).toBe('Rear bumper replaced in 2021');
    expect(ld.offers.priceCurrency).toBe('CAD');

    const card = (await anon.get(`/api/vehicles/cards?ids=${created.body.id}`)).body.vehicles[0];
    expect(card.carfaxUrl).toBe(history.carfaxUrl);
  });

  it('an edit without history keeps it; an edit clearing the link removes the badge', async () => {
    const created = await staff.post('/api/vehicles', vehicleBody({ history }));
    const rest = vehicleBody({ vin: created.body.vin });
    const kept = await staff.put(`/api/vehicles/${created.body.id}`, rest);
    expect(kept.body.history).toEqual(history);
    const cleared = await staff.put(`/api/vehicles/${created.body.id}`, { ...rest, history: { ...history, carfaxUrl: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.history.carfaxUrl).toBeUndefined();
    expect(await page(`/inventory/${created.body.id}`)).not.toContain('data-carfax-badge');
  });
});

describe('CAD→USD rate', () => {
  it('is the admin’s to set: staff and visitors are refused', async () => {
    expect((await anon.put('/api/settings/usd-rate', { rate: 0.715, asOf: '2026-01-02' })).status).toBe(401);
    expect((await staff.put('/api/settings/usd-rate', { rate: 0.715, asOf: '2026-01-02' })).status).toBe(403);
  });

  it('refuses a rate out of range or a date in the future, naming the field and changing nothing', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [body, field] of [
      [{ rate: -1, asOf: '2026-01-02' }, 'rate'],
      [{ rate: 71.5, asOf: '2026-01-02' }, 'rate'],
      [{ rate: '0.7', asOf: '2026-01-02' }, 'rate'],
      [{ rate: 0.715, asOf: tomorrow }, 'asOf'],
      [{ rate: 0.715, asOf: 'yesterday' }, 'asOf'],
    ] as const) {
      const res = await admin.put('/api/settings/usd-rate', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await anon.get('/api/settings/usd-rate')).body).toEqual({ rate: null, asOf: null });
  });

  it('puts "≈ US$" beside every all-in price, hidden until asked, while feeds and JSON-LD stay in CAD', async () => {
    const created = await staff.post('/api/vehicles', vehicleBody({ price: 249_300 }));
    // No rate: no toggle and no US-dollar line.
    expect(await page(`/inventory/${created.body.id}`)).not.toContain('data-usd-toggle-row');

    const saved = await admin.put('/api/settings/usd-rate', { rate: 0.715, asOf: '2026-01-02' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ rate: 0.715, asOf: '2026-01-02' });

    // All-in C$249,900 (249,300 + the default $600 of fees) × 0.715 = 178,678.5 → US$179,000 (3 figures).
    const html = await page(`/inventory/${created.body.id}`);
    expect(html).toContain('data-usd-toggle-row');
    // '≈' and the no-break spaces as references: pages are plain ASCII (lib/format/html.ts).
    expect(html).toMatch(/data-usd-approx>&#8776;&#160;US\$&#160;179,000<span[^>]*> at the rate of Jan 2, 2026; sale in Canadian dollars/);
    expect(html).toMatch(/data-testid="vehicle-page-price"[^>]*>\s*\$249,900/);
    expect(JSON.stringify(carLd(html).offers)).not.toMatch(/USD|179/);
    const inventory = await page('/inventory?sort=newest');
    expect(inventory).toContain('data-usd-toggle-row');
    expect(inventory).toContain('&#8776;&#160;US$&#160;179,000');
    const feed = await page('/feeds/google-vehicles.xml');
    expect(feed).not.toContain('USD');
    // Turned off again: gone from the pages.
    expect((await admin.put('/api/settings/usd-rate', { rate: null, asOf: null })).body).toEqual({ rate: null, asOf: null });
    expect(await page(`/inventory/${created.body.id}`)).not.toContain('data-usd-approx>');
  });
});
