import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { countOf, registerBody, tableRows, vehicleBody } from '../support/fixtures';

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

async function create(overrides: Record<string, unknown> = {}) {
  const res = await staff.post('/api/vehicles', vehicleBody(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

/** Vehicles and the activity log: what every rejected write must leave as it was. */
const snapshot = () => ({
  vehicles: tableRows(server, 'vehicles'),
  activity: tableRows(server, 'activity_log'),
  register: tableRows(server, 'garage_register'),
});

/** One bad value per field (and a few per field where the rules differ). */
const bad: [string, unknown][] = [
  ['make', ''],
  ['make', 'x'.repeat(61)],
  ['model', '   '],
  ['year', 1899],
  ['year', new Date().getFullYear() + 2],
  ['year', 2020.5],
  ['year', 'twenty'],
  ['price', -1],
  ['price', 'free'],
  ['mileage', -5],
  ['mileage', 1.5],
  ['fuelType', 'Steam'],
  ['transmission', 'Sequential-ish'],
  ['color', ''],
  ['description', ''],
  ['category', 'tractors'],
  ['condition', 'Wrecked'],
  ['status', 'gone'],
  ['isFeatured', 'yes'],
  ['features', 42],
  ['images', 'not-a-list'],
  ['images', ['javascript:alert(1) x']],
  ['images', ['//evil.example.com/x.jpg']],
  ['vin', 'SHORT'],
  ['vin', 'WP0AC2A9ONS27OOO1'],
];

describe('public reads', () => {
  it('lists every status but sold, newest first; includeAll=true lists every status', async () => {
    const available = await create({ make: 'Ferrari', model: 'Roma' });
    const reserved = await create({ make: 'Lamborghini', model: 'Urus', status: 'reserved' });
    const sold = await create({ make: 'Bentley', model: 'Continental GT' });
    await staff.put(`/api/vehicles/${sold.id}/status`, { status: 'sold', garageRegister: registerBody(sold.vin) });

    const pub = await anon.get('/api/vehicles');
    expect(pub.status).toBe(200);
    const ids = pub.body.map((v: { id: number }) => v.id);
    expect(ids).toContain(available.id);
    expect(ids).toContain(reserved.id);
    expect(ids).not.toContain(sold.id);
    expect(ids.indexOf(reserved.id)).toBeLessThan(ids.indexOf(available.id));

    const all = await anon.get('/api/vehicles?includeAll=true');
    expect(all.body.map((v: { id: number }) => v.id)).toContain(sold.id);
    expect(all.body.find((v: { id: number }) => v.id === sold.id).status).toBe('sold');
  });

  it('refuses an includeAll value other than true or false', async () => {
    const res = await anon.get('/api/vehicles?includeAll=yes');
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('includeAll');
  });

  it('lets anonymous visitors cache briefly, but never staff', async () => {
    const pub = await anon.get('/api/vehicles');
    expect(pub.headers.get('cache-control')).toBe('public, max-age=60');
    expect(pub.headers.get('vary')).toMatch(/cookie/i);
    const own = await staff.get('/api/vehicles');
    expect(own.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('sends anonymous callers one shared list with an ETag (304 when unchanged), and the new list right after a change', async () => {
    const first = await fetch(`${server.url}/api/vehicles`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await fetch(`${server.url}/api/vehicles`, { headers: { 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);

    const added = await create({ make: 'Pagani', model: 'Utopia' });
    const after = await fetch(`${server.url}/api/vehicles`, { headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()).map((v: { id: number }) => v.id)).toContain(added.id);
  });

  it('lists featured vehicles that are not sold', async () => {
    const featured = await create({ isFeatured: true });
    const plain = await create({ isFeatured: false });
    const featuredSold = await create({ isFeatured: true });
    await staff.put(`/api/vehicles/${featuredSold.id}/status`, { status: 'sold', garageRegister: registerBody(featuredSold.vin) });
    const res = await anon.get('/api/vehicles/featured');
    expect(res.status).toBe(200);
    const ids = res.body.map((v: { id: number }) => v.id);
    expect(ids).toContain(featured.id);
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(featuredSold.id);
    expect(res.body.every((v: { isFeatured: boolean; status: string }) => v.isFeatured && v.status !== 'sold')).toBe(true);
  });

  it('leaves out the price of a featured "price on request" car for visitors, not for staff', async () => {
    const onRequest = await create({ isFeatured: true, priceOnRequest: true, price: 412_000 });
    const visitor = await anon.get('/api/vehicles/featured');
    expect(visitor.status).toBe(200);
    expect(visitor.body.find((v: { id: number }) => v.id === onRequest.id)).toMatchObject({ id: onRequest.id, price: null });
    expect(JSON.stringify(visitor.body)).not.toContain('412000');
    const forStaff = await staff.get('/api/vehicles/featured');
    expect(forStaff.body.find((v: { id: number }) => v.id === onRequest.id)).toMatchObject({ price: 412_000 });
  });

  it('answers one vehicle by id, sold ones too, with the stored fields', async () => {
    const v = await create();
    const res = await anon.get(`/api/vehicles/${v.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, make: 'Porsche', vin: v.vin, features: ['Carbon ceramic brakes', 'Front axle lift'] });
  });

  it.each(['999999', 'abc', '0', '-1', '1e3', '01'])('answers 404 {message} for the id %s', async (id) => {
    const res = await anon.get(`/api/vehicles/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Vehicle not found', code: 'not_found', requestId: res.headers.get('x-request-id') });
  });
});

describe('GET /api/vehicles/stats', () => {
  it('is for staff only', async () => {
    expect((await anon.get('/api/vehicles/stats')).status).toBe(401);
    expect((await staff.get('/api/vehicles/stats')).status).toBe(200);
    expect((await admin.get('/api/vehicles/stats')).status).toBe(200);
  });

  it('counts by status and sums the prices of the vehicles in stock (not sold, not drafts), matching the database', async () => {
    await create({ price: 100_001 });
    await create({ price: 55_555, status: 'draft' });
    const res = await admin.get('/api/vehicles/stats');
    const db = server.sqlite();
    const stock = "status in ('available', 'reserved', 'pending')";
    const inStock = countOf(server, 'vehicles', stock);
    const value = (db.prepare(`select sum(price) as s from vehicles where ${stock}`).get() as { s: number }).s;
    expect(countOf(server, 'vehicles', "status = 'sold'"), 'the data holds sold cars').toBeGreaterThan(0);
    expect(res.body).toEqual({
      total: countOf(server, 'vehicles'),
      byStatus: {
        available: countOf(server, 'vehicles', "status = 'available'"),
        sold: countOf(server, 'vehicles', "status = 'sold'"),
        reserved: countOf(server, 'vehicles', "status = 'reserved'"),
        pending: countOf(server, 'vehicles', "status = 'pending'"),
        draft: countOf(server, 'vehicles', "status = 'draft'"),
      },
      inStock,
      featured: countOf(server, 'vehicles', `is_featured = 1 and ${stock}`),
      inventoryValue: value,
      averagePrice: Math.round(value / inStock),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /api/vehicles', () => {
  it('refuses visitors (401) and changes nothing', async () => {
    const before = snapshot();
    const res = await anon.post('/api/vehicles', vehicleBody());
    expect(res.status).toBe(401);
    expect(snapshot()).toEqual(before);
  });

  it.each(['employee', 'admin'] as const)('lets %s add a vehicle: 201, stored, activity logged with their name', async (role) => {
    const api = role === 'admin' ? admin : staff;
    const body = vehicleBody({
      features: ' Launch control, , Sport Chrono ',
      images: ['media/a.webp', '/media/b.webp'],
      vin: vehicleBody().vin.toLowerCase(),
    });
    const res = await api.post('/api/vehicles', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      make: 'Porsche',
      features: ['Launch control', 'Sport Chrono'],
      images: ['/media/a.webp', '/media/b.webp'],
      vin: body.vin.toUpperCase(),
    });
    const row = server.sqlite().prepare('select * from vehicles where id = ?').get(res.body.id) as Record<string, unknown>;
    expect(row.vin).toBe(body.vin.toUpperCase());
    expect(JSON.parse(row.features as string)).toEqual(['Launch control', 'Sport Chrono']);
    const log = server
      .sqlite()
      .prepare("select * from activity_log where action = 'vehicle.created' and entity_id = ?")
      .get(res.body.id) as Record<string, unknown>;
    expect(log.actor_name).toBe(role === 'admin' ? 'Alexandra Reid' : 'Marco Bellini');
  });

  // Images are given: a vehicle without a photo is not published (tests/api/vehicle-drafts.test.ts).
  it('accepts numbers as numeric text and a category label, applying the defaults', async () => {
    const {
      condition: _c,
      status: _s,
      isFeatured: _f,
      features: _x,
      ...body
    } = vehicleBody({ year: '2021', price: '199000', mileage: '12000', category: 'SUVs & Crossovers' });
    const res = await staff.post('/api/vehicles', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      year: 2021,
      price: 199_000,
      mileage: 12_000,
      category: 'suvs-crossovers',
      condition: 'Excellent',
      status: 'available',
      isFeatured: false,
      features: [],
      images: ['/media/example.webp'],
    });
  });

  it.each(bad)('refuses a bad %s (%j) with 400 naming the field, storing nothing', async (field, value) => {
    const before = snapshot();
    const res = await staff.post('/api/vehicles', vehicleBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(Object.keys(res.body.errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  it.each(['make', 'model', 'year', 'price', 'mileage', 'fuelType', 'transmission', 'color', 'description', 'category', 'vin'])(
    'refuses a vehicle without %s',
    async (field) => {
      const body: Record<string, unknown> = vehicleBody();
      delete body[field];
      const before = snapshot();
      const res = await staff.post('/api/vehicles', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty(field);
      expect(snapshot()).toEqual(before);
    },
  );

  it('refuses a duplicate VIN with 409 {message, errors: {vin}}', async () => {
    const first = await create();
    const before = snapshot();
    const res = await staff.post('/api/vehicles', vehicleBody({ vin: first.vin.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toHaveProperty('vin');
    expect(snapshot()).toEqual(before);
  });

  it('refuses to create a vehicle as sold (a sale needs its register entry)', async () => {
    const before = snapshot();
    const res = await staff.post('/api/vehicles', vehicleBody({ status: 'sold' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('status');
    expect(snapshot()).toEqual(before);
  });

  it('refuses malformed JSON and other content types', async () => {
    const before = snapshot();
    expect((await staff.post('/api/vehicles', '{"make":', { 'content-type': 'application/json' })).status).toBe(400);
    expect(
      (await staff.post('/api/vehicles', 'make=x', { 'content-type': 'application/x-www-form-urlencoded', origin: server.url })).status,
    ).toBe(415);
    expect((await staff.post('/api/vehicles', '[]', { 'content-type': 'application/json' })).status).toBe(400);
    expect(snapshot()).toEqual(before);
  });
});

describe('model and trim apart (feeds send them apart)', () => {
  it('stores the trim and drivetrain, keeps them when an edit leaves them out, and names the field of a bad drivetrain', async () => {
    const body = vehicleBody({ make: 'Porsche', model: '718 Cayman', trim: 'GT4 RS', drivetrain: 'RWD' });
    const created = await staff.post('/api/vehicles', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ model: '718 Cayman', trim: 'GT4 RS', drivetrain: 'RWD' });
    // An older client's edit: neither field sent.
    const older: Record<string, unknown> = { ...body };
    delete older.trim;
    delete older.drivetrain;
    const edited = await staff.put(`/api/vehicles/${created.body.id}`, { ...older, price: 270_000 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ trim: 'GT4 RS', drivetrain: 'RWD', price: 270_000 });
    const bad = await staff.put(`/api/vehicles/${created.body.id}`, { ...body, drivetrain: 'Sideways' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['drivetrain']);
    const page = await (await fetch(`${server.url}/inventory/${created.body.id}`)).text();
    expect(page).toContain('<h1');
    expect(page).toMatch(/2022 Porsche 718 Cayman GT4 RS/);
  });
});

describe('PUT /api/vehicles/{id}', () => {
  it('replaces the fields, ignores an id in the body, keeps the status when none is sent, and logs it', async () => {
    const v = await create({ status: 'reserved' });
    const other = await create();
    const { status: _s, ...body } = vehicleBody({ id: other.id, vin: v.vin, price: 123_456, features: 'A, B', color: 'Chalk' });
    const res = await admin.put(`/api/vehicles/${v.id}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, price: 123_456, features: ['A', 'B'], color: 'Chalk', status: 'reserved' });
    const otherRow = server.sqlite().prepare('select price, color from vehicles where id = ?').get(other.id);
    expect(otherRow).toEqual({ price: other.price, color: other.color });
    expect(countOf(server, 'activity_log', "action = 'vehicle.updated' and entity_id = ? and actor_name = 'Alexandra Reid'", v.id)).toBe(1);
  });

  it('changes the status when one is sent (not to sold)', async () => {
    const v = await create();
    const res = await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin, status: 'pending' }));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('pending');
  });

  it('refuses to mark sold through an edit: 400 requiresGarageRegister, nothing changed', async () => {
    const v = await create();
    const before = snapshot();
    const res = await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin, status: 'sold', price: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.requiresGarageRegister).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  it("answers 401 for visitors, 404 for an unknown or malformed id, 409 for another vehicle's VIN, changing nothing", async () => {
    const v = await create();
    const other = await create();
    const before = snapshot();
    expect((await anon.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin }))).status).toBe(401);
    expect((await staff.put('/api/vehicles/999999', vehicleBody())).status).toBe(404);
    expect((await staff.put('/api/vehicles/abc', vehicleBody())).status).toBe(404);
    const dup = await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: other.vin }));
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toHaveProperty('vin');
    expect(snapshot()).toEqual(before);
  });

  it.each(bad)('refuses a bad %s (%j) with 400, changing nothing', async (field, value) => {
    const v = await create();
    const before = snapshot();
    const res = await staff.put(`/api/vehicles/${v.id}`, vehicleBody({ vin: v.vin, [field]: value }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    expect(snapshot()).toEqual(before);
  });
});

describe('DELETE /api/vehicles/{id}', () => {
  it.each(['employee', 'admin'] as const)('lets %s delete a vehicle and logs it', async (role) => {
    const api = role === 'admin' ? admin : staff;
    const v = await create();
    const res = await api.delete(`/api/vehicles/${v.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, id: v.id });
    expect(countOf(server, 'vehicles', 'id = ?', v.id)).toBe(0);
    expect(countOf(server, 'activity_log', "action = 'vehicle.deleted' and entity_id = ?", v.id)).toBe(1);
    expect((await anon.get(`/api/vehicles/${v.id}`)).status).toBe(404);
  });

  it('answers 401 for visitors and 404 for unknown ids, deleting nothing', async () => {
    const v = await create();
    const before = snapshot();
    expect((await anon.delete(`/api/vehicles/${v.id}`)).status).toBe(401);
    expect((await staff.delete('/api/vehicles/999999')).status).toBe(404);
    expect((await staff.delete('/api/vehicles/x')).status).toBe(404);
    expect(snapshot()).toEqual(before);
  });

  it('refuses (409, clear message) to delete a vehicle with a garage register entry, even after it went back on sale', async () => {
    const v = await create();
    await staff.put(`/api/vehicles/${v.id}/status`, { status: 'sold', garageRegister: registerBody(v.vin) });
    await staff.put(`/api/vehicles/${v.id}/status`, { status: 'available' });
    const before = snapshot();
    const res = await admin.delete(`/api/vehicles/${v.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/garage register/i);
    expect(snapshot()).toEqual(before);
  });
});
