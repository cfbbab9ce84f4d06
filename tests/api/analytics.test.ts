import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

/** Our own vehicles, written straight into the server's database: the figures below depend on nothing else. */
function insertVehicles(dataDir: string) {
  const writable = new Database(path.join(dataDir, 'dealership.sqlite'));
  const insert = writable.prepare(
    `insert into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, status, vin)
     values (?, ?, ?, ?, 1000, 'Gasoline', 'Automatic', 'Black', 'Fixture', ?, ?, ?)`,
  );
  insert.run('Porsche', '911 Carrera', 2022, 150000, 'sports-cars', 'available', 'WP0AA2A99NS200001');
  insert.run('Bentley', 'Continental GT', 2021, 240000, 'luxury-sedans', 'available', 'SCBCG2ZG5MC000002');
  insert.run('Porsche', 'Cayenne', 2023, 120000, 'suvs-crossovers', 'available', 'WP1AA2AY5PD000003');
  insert.run('Ferrari', 'F8 Tributo', 2020, 380000, 'exotic-collection', 'sold', 'ZFF92LLA5L0000004');
  writable.close();
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  insertVehicles(server.dataDir);
});
afterAll(() => server?.stop());

const sessionId = 'a1b2c3d4-e5f6-4789-9abc-def012345678';
const rows = (sql: string, ...params: unknown[]) =>
  server
    .sqlite()
    .prepare(sql)
    .all(...params) as Record<string, unknown>[];
const vehicleIds = () => rows('select id, status from vehicles order by id') as { id: number; status: string }[];

describe('POST /api/events', () => {
  it('stores a batch keyed only by the session id and answers 204', async () => {
    const api = new ApiClient(server.url);
    const res = await api.post('/api/events', {
      sessionId,
      events: [
        { type: 'visit', source: 'google', medium: 'cpc', campaign: 'spring-open-house', path: '/' },
        { type: 'pageview', path: '/' },
        { type: 'pageview', path: '/inventory' },
        { type: 'vehicle_view', vehicleId: vehicleIds()[0].id, path: `/inventory/${vehicleIds()[0].id}` },
        { type: 'vehicle_view', vehicleId: vehicleIds()[0].id },
        { type: 'vehicle_view', vehicleId: vehicleIds()[1].id },
        { type: 'ab_view', variant: 'B' },
        { type: 'ab_conversion', variant: 'B' },
      ],
    });
    expect(res.status).toBe(204);
    const stored = rows('select * from analytics_events where session_id = ? order by id', sessionId);
    expect(stored.map((r) => r.type)).toEqual([
      'visit',
      'pageview',
      'pageview',
      'vehicle_view',
      'vehicle_view',
      'vehicle_view',
      'ab_view',
      'ab_conversion',
    ]);
    // Nothing that identifies the visitor: the table has no place for an address or a browser.
    expect(Object.keys(stored[0]).sort()).toEqual([
      'campaign',
      'created_at',
      'id',
      'medium',
      'path',
      'session_id',
      'source',
      'type',
      'variant',
      'vehicle_id',
    ]);
    expect(JSON.stringify(stored)).not.toMatch(/127\.0\.0\.1|node|undici/i);
  });

  it('caps long texts instead of failing', async () => {
    const res = await new ApiClient(server.url).post('/api/events', {
      sessionId: 'cap-test-0001',
      events: [{ type: 'pageview', path: `/${'x'.repeat(1000)}` }],
    });
    expect(res.status).toBe(204);
    const [row] = rows("select path from analytics_events where session_id = 'cap-test-0001'");
    expect(String(row.path)).toHaveLength(300);
  });

  it.each([
    ['a missing session id', { events: [{ type: 'pageview', path: '/' }] }, 'sessionId'],
    [
      'a session id with odd characters',
      { sessionId: '<script>alert(1)</script>', events: [{ type: 'pageview', path: '/' }] },
      'sessionId',
    ],
    ['no events', { sessionId, events: [] }, 'events'],
    ['51 events', { sessionId, events: Array.from({ length: 51 }, () => ({ type: 'pageview', path: '/' })) }, 'events'],
    ['an unknown type', { sessionId, events: [{ type: 'purchase' }] }, 'events.0.type'],
    ['a vehicle view without a vehicle', { sessionId, events: [{ type: 'vehicle_view' }] }, 'events.0.vehicleId'],
    ['an unknown variant', { sessionId, events: [{ type: 'ab_view', variant: 'C' }] }, 'events.0.variant'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_, body, field) => {
    const before = rows('select count(*) n from analytics_events')[0].n;
    const res = await new ApiClient(server.url).post('/api/events', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty([field]);
    expect(rows('select count(*) n from analytics_events')[0].n).toBe(before);
  });

  it('accepts only JSON', async () => {
    const res = await new ApiClient(server.url).post('/api/events', 'sessionId=x', { 'content-type': 'text/plain', origin: server.url });
    expect(res.status).toBe(415);
  });
});

describe('GET /api/analytics/summary', () => {
  it('is for staff only', async () => {
    expect((await new ApiClient(server.url).get('/api/analytics/summary')).status).toBe(401);
    expect((await (await new ApiClient(server.url).loginAs('customer')).get('/api/analytics/summary')).status).toBe(401);
  });

  it('adds up what was sent, in the shape the portal renders', async () => {
    const api = await new ApiClient(server.url).loginAs('employee');
    const res = await api.get('/api/analytics/summary?days=30');
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.visitsPerDay).toHaveLength(30);
    expect(s.visitsPerDay.at(-1).visits).toBe(1);
    expect(Date.parse(s.range.to) - Date.parse(s.range.from)).toBeGreaterThan(29 * 86_400_000);
    expect(s.totals).toEqual({ visits: 1, pageViews: 3, vehicleViews: 3 });
    const [first, second] = vehicleIds();
    const title = rows('select year, make, model from vehicles where id = ?', first.id)[0];
    expect(s.topVehicles).toEqual([
      { vehicleId: first.id, title: `${title.year} ${title.make} ${title.model}`, views: 2 },
      expect.objectContaining({ vehicleId: second.id, views: 1 }),
    ]);
    expect(s.sources).toEqual([{ source: 'google', medium: 'cpc', visits: 1 }]);
    expect(s.campaigns).toEqual([{ campaign: 'spring-open-house', visits: 1, inquiries: 0 }]);
    expect(s.abTest).toEqual([
      { variant: 'A', views: 0, conversions: 0, rate: 0 },
      { variant: 'B', views: 1, conversions: 1, rate: 1 },
    ]);
  });

  it.each(['0', '401', 'abc', '2.5'])('refuses days=%s', async (days) => {
    const api = await new ApiClient(server.url).loginAs('employee');
    const res = await api.get(`/api/analytics/summary?days=${days}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('days');
  });
});

describe('GET /api/vehicles/cards', () => {
  it('answers card fields in the order asked, dropping ids that do not exist', async () => {
    const [a, b] = vehicleIds();
    const res = await new ApiClient(server.url).get(`/api/vehicles/cards?ids=${b.id},999999,${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.vehicles.map((v: { id: number }) => v.id)).toEqual([b.id, a.id]);
    expect(Object.keys(res.body.vehicles[0]).sort()).toEqual(
      [
        'category',
        'color',
        'feature',
        'fuelType',
        'id',
        'image',
        'imageCount',
        'isFeatured',
        'make',
        'mileage',
        'mileageText',
        'model',
        'price',
        'priceNote',
        'priceText',
        'reduced',
        'status',
        'transmission',
        'year',
      ].sort(),
    );
  });

  it('never carries the price of a sold vehicle', async () => {
    const sold = vehicleIds().find((v) => v.status === 'sold');
    expect(sold).toBeDefined();
    const res = await new ApiClient(server.url).get(`/api/vehicles/cards?ids=${sold!.id}`);
    expect(res.body.vehicles[0]).toMatchObject({ status: 'sold', price: 0, priceText: '' });
  });

  it('lists vehicles for sale like the given ones, without them', async () => {
    const [a] = vehicleIds();
    const seed = rows('select make, category from vehicles where id = ?', a.id)[0];
    const res = await new ApiClient(server.url).get(`/api/vehicles/cards?like=${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.vehicles.length).toBeGreaterThan(0);
    for (const v of res.body.vehicles) {
      expect(v.id).not.toBe(a.id);
      expect(v.status).not.toBe('sold');
      expect(v.make === seed.make || v.category === seed.category).toBe(true);
    }
  });

  it('seeds only from cars the public can see: a draft sharing a make and category with listed cars gives nothing', async () => {
    const writable = new Database(path.join(server.dataDir, 'dealership.sqlite'));
    try {
      writable
        .prepare(
          `insert into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, status, vin)
           values ('Porsche', 'Taycan Draft', 2025, 190000, 10, 'Electric', 'Automatic', 'White', 'Draft', 'sports-cars', 'draft', 'WP0AA2Y19SL000005')`,
        )
        .run();
    } finally {
      writable.close();
    }
    const draft = rows("select id from vehicles where vin = 'WP0AA2Y19SL000005'")[0].id as number;
    const [listed] = vehicleIds().filter((v) => v.status === 'available');
    const fromListed = await new ApiClient(server.url).get(`/api/vehicles/cards?like=${listed.id}`);
    expect(fromListed.body.vehicles.length).toBeGreaterThan(0);
    const fromDraft = await new ApiClient(server.url).get(`/api/vehicles/cards?like=${draft}`);
    expect(fromDraft.status).toBe(200);
    expect(fromDraft.body.vehicles).toEqual([]);
  });

  it.each(['', '?ids=', '?ids=1,x', '?ids=0', `?ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, '?ids=1&like=2'])(
    'refuses %s with 400',
    async (query) => {
      const res = await new ApiClient(server.url).get(`/api/vehicles/cards${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    },
  );
});

describe('rate limit', () => {
  it('answers 429 once one address sends more than 60 batches a minute', async () => {
    const api = new ApiClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await api.post('/api/events', { sessionId: 'rate-limit-01', events: [{ type: 'pageview', path: '/' }] })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(60);
  });
});
