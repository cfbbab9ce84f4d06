// The paged staff lists (docs/api-lists.md) against a reference: the test
// writes varied rows straight into the server's database, reads every row
// back, filters, searches and sorts them here in plain JavaScript, and
// expects each page the server answers to hold exactly those rows, in that
// order, with the same total and tab counts.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, any>;

let server: TestServer;
let staff: ApiClient;
let anon: ApiClient;

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];

const MAKES = ['Porsche', 'Ferrari', 'lamborghini', 'McLaren', 'Aston Martin', 'BMW', 'bentley'];
const MODELS = ['911 GT3', 'Roma', 'Huracan', '720S', 'DB11', 'M4_Comp', 'Continental'];
const CATEGORIES = ['sports-cars', 'luxury-sedans', 'suvs-crossovers', 'exotic-collection', 'convertibles'];
const VEHICLE_STATUSES = ['available', 'sold', 'reserved', 'pending'];
const INQUIRY_STATUSES = ['new', 'in-progress', 'responded', 'resolved', 'closed'];
const LEAD_TYPES = ['inquiry', 'appointment', 'trade-in', 'offer', 'financing'];
const NAMES = ['Anna Lee', 'bob stone', 'Carla 100% Real', 'Dev_Patel', 'Émile Roy', 'zed Ames', 'Anna Lee'];
const T0 = Date.UTC(2026, 0, 1);

function seed(file: string) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const rnd = random(42);
  db.transaction(() => {
    const mediaUrls: string[] = [];
    const addMedia = db.prepare('insert into media (url, original_name, width, height, bytes, created_at) values (?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < 70; i++) {
      const url = `/media/test-${i}.webp`;
      mediaUrls.push(url);
      addMedia.run(
        url,
        i % 9 === 0 ? null : `${pick(rnd, ['front', 'Rear_view', 'interior 50%', 'Side'])}-${i}.jpg`,
        1600,
        1000,
        Math.floor(rnd() * 900_000),
        T0 + Math.floor(rnd() * 20) * 1000,
      );
    }
    const addVehicle =
      db.prepare(`insert into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, condition, status, is_featured, features, images, vin, created_at, updated_at)
      values (?, ?, ?, ?, ?, 'Gasoline', 'Automatic', ?, 'A test car.', ?, 'Excellent', ?, ?, '[]', ?, ?, ?, ?)`);
    for (let i = 0; i < 240; i++) {
      const images = Array.from({ length: Math.floor(rnd() * 4) }, () => pick(rnd, mediaUrls.slice(0, 40)));
      addVehicle.run(
        pick(rnd, MAKES),
        pick(rnd, MODELS),
        2010 + Math.floor(rnd() * 16),
        50_000 + Math.floor(rnd() * 40) * 5_000,
        Math.floor(rnd() * 30) * 1_000,
        pick(rnd, ['Black', 'Rosso Corsa', 'white']),
        pick(rnd, CATEGORIES),
        pick(rnd, VEHICLE_STATUSES),
        rnd() < 0.2 ? 1 : 0,
        JSON.stringify(images),
        `TESTVIN${String(i).padStart(10, '0')}`,
        // Few distinct times, so ties are common and the id tie-break shows.
        T0 + Math.floor(rnd() * 30) * 60_000,
        T0 + Math.floor(rnd() * 300) * 60_000,
      );
    }
    const vehicleIds = db.prepare('select id from vehicles').pluck().all() as number[];
    const addInquiry =
      db.prepare(`insert into inquiries (name, email, phone, subject, message, vehicle_id, status, type, created_at, updated_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (let i = 0; i < 520; i++) {
      const name = pick(rnd, NAMES);
      addInquiry.run(
        name,
        `${name.split(' ')[0].toLowerCase()}${i % 4}@${rnd() < 0.5 ? 'Example.com' : 'mail.ca'}`,
        rnd() < 0.5 ? null : `416-555-${String(1000 + i).slice(-4)}`,
        pick(rnd, ['Test drive', 'Price question', 'Trade-in value', 'Financing 0%']),
        `${pick(rnd, ['Hello', 'Is it still for sale?', 'Can I see it Friday'])} ${'x'.repeat(Math.floor(rnd() * 400))}`,
        rnd() < 0.7 ? pick(rnd, vehicleIds) : null,
        pick(rnd, INQUIRY_STATUSES),
        pick(rnd, LEAD_TYPES),
        T0 + Math.floor(rnd() * 60) * 60_000,
        T0 + Math.floor(rnd() * 600) * 60_000,
      );
    }
    const inquiryIds = db.prepare('select id from inquiries').pluck().all() as number[];
    const addReply = db.prepare(
      "insert into inquiry_replies (inquiry_id, author_name, message, sent_to, delivery) values (?, 'Staff', 'Thanks', 'a@b.c', 'outbox')",
    );
    for (let i = 0; i < 150; i++) addReply.run(pick(rnd, inquiryIds));
    const addTestimonial = db.prepare(
      'insert into testimonials (name, vehicle, rating, comment, is_approved, created_at) values (?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < 90; i++) {
      addTestimonial.run(
        pick(rnd, NAMES),
        `${pick(rnd, MAKES)} ${pick(rnd, MODELS)}`,
        1 + Math.floor(rnd() * 5),
        pick(rnd, ['Superb service', 'Great car', 'would buy again_']),
        rnd() < 0.6 ? 1 : 0,
        T0 + Math.floor(rnd() * 15) * 1000,
      );
    }
    const addEntry =
      db.prepare(`insert into garage_register (vehicle_id, make, model_style, colour, date_into_stock, vin_serial_no, purchased_from_name, purchased_from_address, purpose_type, date_out_of_stock, sold_to_name, sold_to_address, plate_no, odometer_reading, created_at)
      values (?, ?, ?, ?, ?, ?, ?, '1 Main St', ?, ?, ?, '2 High St', ?, ?, ?)`);
    const day = (d: number) => new Date(T0 + d * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');
    for (let i = 0; i < 160; i++) {
      const out = Math.floor(rnd() * 300);
      addEntry.run(
        pick(rnd, vehicleIds),
        pick(rnd, MAKES),
        pick(rnd, MODELS),
        pick(rnd, ['Black', 'Red']),
        day(out - 40),
        `VIN${i}`,
        pick(rnd, NAMES),
        pick(rnd, ['Resale', 'Consignment']),
        day(out),
        pick(rnd, NAMES),
        `PL${i}`,
        Math.floor(rnd() * 90) * 1000,
        T0 + i,
      );
    }
    const addActivity = db.prepare(
      'insert into activity_log (user_id, actor_name, action, entity_type, entity_id, summary, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < 400; i++) {
      const action = pick(rnd, [
        'vehicle.created',
        'vehicle.sold',
        'vehicle.updated',
        'inquiry.received',
        'inquiry.status',
        'testimonial.created',
        'media.uploaded',
      ]);
      addActivity.run(
        null,
        pick(rnd, ['Marco Bellini', 'marco bellini', 'Alexandra Reid', 'Anna Lee']),
        action,
        action.split('.')[0],
        i,
        `${action} number ${i} ${pick(rnd, ['Porsche', 'Ferrari', '50%'])}`,
        T0 + Math.floor(rnd() * 40) * 1000,
      );
    }
  })();
  db.close();
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  seed(path.join(server.dataDir, 'dealership.sqlite'));
  staff = await new ApiClient(server.url).loginAs('employee');
  anon = new ApiClient(server.url);
});
afterAll(() => server?.stop());

// ---- the reference -------------------------------------------------------

const rows = (sql: string) => server.sqlite().prepare(sql).all() as Row[];
/** SQLite's NOCASE: ASCII letters folded, everything else compared by code point. */
const nocase = (v: unknown) => String(v ?? '').replace(/[A-Z]/g, (c) => c.toLowerCase());
const contains = (q: string | undefined, ...fields: unknown[]) => {
  const needle = q?.trim();
  if (!needle) return true;
  return fields.some((f) => f != null && nocase(f).includes(nocase(needle)));
};
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1; // SQLite sorts NULL first
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}
/** The rows ordered by the keys, ties by id, all in one direction. */
function sortRows(list: Row[], keys: ((r: Row) => unknown)[], dir: 'asc' | 'desc'): Row[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    for (const key of [...keys, (r: Row) => r.id]) {
      const c = compare(key(a), key(b));
      if (c) return sign * c;
    }
    return 0;
  });
}

/** Every page of a query, checked against the reference: ids in order, total, page fields; the union is the reference. */
async function expectPages(pathname: string, params: Record<string, string>, expected: Row[], pageSize = 37) {
  const pages = Math.max(1, Math.ceil(expected.length / pageSize));
  const seen: number[] = [];
  for (let page = 1; page <= pages + 1; page++) {
    const search = new URLSearchParams({ ...params, page: String(page), pageSize: String(pageSize) });
    const res = await staff.get(`${pathname}?${search}`);
    expect(res.status, `${pathname}?${search}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.total, `total of ${pathname}?${search}`).toBe(expected.length);
    expect([res.body.page, res.body.pageSize]).toEqual([page, pageSize]);
    expect(res.body.items.length).toBeLessThanOrEqual(pageSize);
    seen.push(...res.body.items.map((r: Row) => r.id));
  }
  expect(seen, `${pathname} ${JSON.stringify(params)}`).toEqual(expected.map((r) => r.id));
}

// ---- vehicles -------------------------------------------------------------

describe('GET /api/vehicles?page=', () => {
  const all = () => rows('select * from vehicles');
  const title = (v: Row) => `${v.year} ${v.make} ${v.model}`;
  const keys: Record<string, ((v: Row) => unknown)[]> = {
    createdAt: [(v) => v.created_at],
    updatedAt: [(v) => v.updated_at],
    price: [(v) => v.price],
    year: [(v) => v.year],
    mileage: [(v) => v.mileage],
    make: [(v) => nocase(v.make), (v) => nocase(v.model)],
    status: [(v) => v.status],
  };

  it('pages through every vehicle newest first by default', async () => {
    await expectPages('/api/vehicles', {}, sortRows(all(), keys.createdAt, 'desc'));
  });

  it.each(
    Object.keys(keys).flatMap((sort) => [
      { sort, dir: 'asc' as const },
      { sort, dir: 'desc' as const },
    ]),
  )('sorts by $sort $dir', async ({ sort, dir }) => {
    await expectPages('/api/vehicles', { sort, dir }, sortRows(all(), keys[sort], dir), 50);
  });

  it('sorts ascending when sort is given without dir', async () => {
    await expectPages('/api/vehicles', { sort: 'price' }, sortRows(all(), keys.price, 'asc'), 100);
  });

  it.each([
    { status: 'sold' },
    { status: 'available', category: 'suvs-crossovers' },
    { featured: 'true' },
    { featured: 'false', status: 'reserved' },
    { q: 'porsche' },
    { q: '  911 ' },
    { q: '2019 ferrari' },
    { q: 'M4_' },
    { q: 'TESTVIN000000012' },
    { q: '_' },
    { q: 'no such car' },
  ] as Record<string, string>[])('filters and searches %o', async (params) => {
    const expected = all().filter(
      (v) =>
        (!params.status || v.status === params.status) &&
        (!('category' in params) || v.category === params.category) &&
        (!params.featured || Boolean(v.is_featured) === (params.featured === 'true')) &&
        contains(params.q, title(v), v.vin),
    );
    await expectPages('/api/vehicles', { ...params, sort: 'mileage', dir: 'desc' }, sortRows(expected, keys.mileage, 'desc'));
  });

  it('counts each status tab with the other filters applied, and answers small rows', async () => {
    const res = await staff.get('/api/vehicles?page=1&pageSize=5&status=sold&q=porsche');
    const matching = all().filter((v) => contains('porsche', title(v), v.vin));
    const counts: Row = { all: matching.length };
    for (const s of [...VEHICLE_STATUSES, 'draft']) counts[s] = matching.filter((v) => v.status === s).length;
    expect(res.body.counts).toEqual(counts);
    const first = sortRows(
      matching.filter((v) => v.status === 'sold'),
      keys.createdAt,
      'desc',
    )[0];
    const row = res.body.items[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'category',
        'color',
        'condition',
        'createdAt',
        'id',
        'imageCount',
        'isFeatured',
        'make',
        'mileage',
        'model',
        'price',
        'status',
        'thumbnail',
        'trim',
        'updatedAt',
        'vin',
        'year',
      ].sort(),
    );
    const images = JSON.parse(first.images);
    expect(row).toMatchObject({
      id: first.id,
      thumbnail: images[0] ?? null,
      imageCount: images.length,
      isFeatured: Boolean(first.is_featured),
    });
    expect(row.createdAt).toBe(new Date(first.created_at).toISOString());
  });

  it('keeps the unpaged calls as they were: arrays, sold left out unless includeAll', async () => {
    const plain = await anon.get('/api/vehicles');
    expect(Array.isArray(plain.body)).toBe(true);
    expect(plain.body.length).toBe(all().filter((v) => v.status !== 'sold').length);
    const everything = await staff.get('/api/vehicles?includeAll=true');
    expect(everything.body.length).toBe(all().length);
    expect(everything.body[0]).toHaveProperty('description');
  });

  it('answers a page to staff only', async () => {
    expect((await anon.get('/api/vehicles?page=1')).status).toBe(401);
  });
});

// ---- inquiries ------------------------------------------------------------

describe('GET /api/inquiries?page=', () => {
  const all = () =>
    rows('select i.*, v.make as vmake, v.model as vmodel, v.year as vyear from inquiries i left join vehicles v on v.id = i.vehicle_id');
  const keys: Record<string, ((r: Row) => unknown)[]> = {
    createdAt: [(r) => r.created_at],
    updatedAt: [(r) => r.updated_at],
    name: [(r) => nocase(r.name)],
    status: [(r) => r.status],
    type: [(r) => r.type],
  };

  it.each(
    Object.keys(keys).flatMap((sort) => [
      { sort, dir: 'asc' as const },
      { sort, dir: 'desc' as const },
    ]),
  )('sorts by $sort $dir', async ({ sort, dir }) => {
    await expectPages('/api/inquiries', { sort, dir }, sortRows(all(), keys[sort], dir), 120);
  });

  it('pages newest first by default', async () => {
    await expectPages('/api/inquiries', {}, sortRows(all(), keys.createdAt, 'desc'), 200);
  });

  it.each([
    { status: 'new' },
    { type: 'trade-in' },
    { status: 'resolved', type: 'financing' },
    { email: 'ANNA1@example.com' },
    { q: 'anna' },
    { q: '100%' },
    { q: 'dev_' },
    { q: 'ferrari' },
    { q: '416-555-10' },
    { q: 'friday' },
    { q: 'huracan', status: 'closed' },
  ] as Row[])('filters and searches %o', async (params) => {
    const expected = all().filter(
      (r) =>
        (!params.status || r.status === params.status) &&
        (!params.type || r.type === params.type) &&
        (!params.email || nocase(r.email) === nocase(params.email)) &&
        contains(params.q, r.name, r.email, r.phone, r.subject, r.message, r.vmake, r.vmodel),
    );
    expect(expected.length, 'the data must hold matches').toBeGreaterThan(0);
    await expectPages('/api/inquiries', params, sortRows(expected, keys.createdAt, 'desc'), 25);
  });

  it('filters by vehicle', async () => {
    const vehicleId = all().find((r) => r.vehicle_id)!.vehicle_id;
    const expected = all().filter((r) => r.vehicle_id === vehicleId);
    await expectPages('/api/inquiries', { vehicleId: String(vehicleId), sort: 'name' }, sortRows(expected, keys.name, 'asc'), 3);
  });

  it('answers rows with a message preview, the vehicle title fields and the reply count; counts by status', async () => {
    const res = await staff.get('/api/inquiries?page=1&pageSize=200&type=offer');
    const offers = all().filter((r) => r.type === 'offer');
    const replies = rows('select inquiry_id as id, count(*) as n from inquiry_replies group by inquiry_id');
    const replyCount = new Map(replies.map((r) => [r.id, r.n]));
    for (const row of res.body.items) {
      const ref = offers.find((r) => r.id === row.id)!;
      expect(row).toMatchObject({
        messagePreview: ref.message.slice(0, 200),
        vehicleMake: ref.vmake,
        vehicleModel: ref.vmodel,
        vehicleYear: ref.vyear,
        replyCount: replyCount.get(ref.id) ?? 0,
      });
      expect(row).not.toHaveProperty('message');
    }
    const counts: Row = { all: offers.length };
    for (const s of INQUIRY_STATUSES) counts[s] = offers.filter((r) => r.status === s).length;
    expect(res.body.counts).toEqual(counts);
  });

  it('finds a new lead by any searched field at once, and forgets a deleted one', async () => {
    const posted = await anon.post('/api/inquiries', {
      name: 'Quentin Xylander',
      email: 'quentin@example.org',
      subject: 'Viewing',
      message: 'Could I see the Zonda-like roadster?',
    });
    expect(posted.status).toBe(201);
    for (const q of ['xylander', 'ZONDA-LIKE', 'quentin@ex', 'Xy']) {
      const res = await staff.get(`/api/inquiries?page=1&q=${encodeURIComponent(q)}`);
      expect(
        res.body.items.map((r: Row) => r.id),
        q,
      ).toEqual([posted.body.id]);
    }
    const writable = new Database(path.join(server.dataDir, 'dealership.sqlite'));
    writable.pragma('busy_timeout = 5000');
    writable.prepare("update inquiries set message = 'Changed my mind' where id = ?").run(posted.body.id);
    expect((await staff.get('/api/inquiries?page=1&q=zonda')).body.total).toBe(0);
    expect((await staff.get('/api/inquiries?page=1&q=changed%20my')).body.total).toBe(1);
    writable.prepare('delete from inquiries where id = ?').run(posted.body.id);
    writable.close();
    expect((await staff.get('/api/inquiries?page=1&q=xylander')).body.total).toBe(0);
  });

  it("counts each row's other leads from the same e-mail (any case, every status and type), whatever the filters", async () => {
    const lead = (email: string, subject: string) =>
      anon.post('/api/inquiries', { name: 'Olga Mixed', email, subject, message: 'A question about the Roma.' });
    const first = await lead('Olga.Mixed@Example.com', 'First');
    const second = await lead('olga.mixed@example.COM', 'Second');
    try {
      // SQLite's NOCASE folds ASCII letters only; so does the reference.
      const fold = (email: string) => email.replace(/[A-Z]/g, (c) => c.toLowerCase());
      const perEmail = new Map<string, number>();
      for (const r of all()) perEmail.set(fold(r.email), (perEmail.get(fold(r.email)) ?? 0) + 1);
      expect(Math.max(...perEmail.values()), 'the fixture repeats addresses').toBeGreaterThan(2);
      for (const params of [{}, { type: 'offer' }, { status: 'new', sort: 'name' }, { q: 'olga' }] as Record<string, string>[]) {
        const res = await staff.get(`/api/inquiries?${new URLSearchParams({ ...params, page: '1', pageSize: '200' })}`);
        expect(res.body.items.length).toBeGreaterThan(0);
        for (const row of res.body.items) expect(row.otherLeads, row.email).toBe(perEmail.get(fold(row.email))! - 1);
      }
      // What "+1 more from this customer" opens: both leads, whatever the case typed.
      const customer = await staff.get('/api/inquiries?page=1&email=OLGA.MIXED%40example.com');
      expect(customer.body.items.map((r: Row) => [r.id, r.otherLeads])).toEqual([
        [second.body.id, 1],
        [first.body.id, 1],
      ]);
    } finally {
      const writable = new Database(path.join(server.dataDir, 'dealership.sqlite'));
      writable.pragma('busy_timeout = 5000');
      // Their new-lead notices first (they name the inquiry), then the leads.
      writable.prepare('delete from outbox_messages where inquiry_id in (?, ?)').run(first.body.id, second.body.id);
      writable.prepare('delete from inquiries where id in (?, ?)').run(first.body.id, second.body.id);
      writable.close();
    }
  });

  it('keeps GET /api/inquiries without page as the full array', async () => {
    const res = await staff.get('/api/inquiries');
    expect(res.body.length).toBe(all().length);
    expect(res.body[0]).toHaveProperty('message');
  });
});

// ---- testimonials, media, sales records, activity ---------------------------

describe('GET /api/testimonials?page=', () => {
  const all = () => rows('select * from testimonials');
  it.each([
    [{}, () => true],
    [{ status: 'pending' }, (r: Row) => !r.is_approved],
    [{ approved: 'true' }, (r: Row) => Boolean(r.is_approved)],
    [{ status: 'approved', approved: 'false' }, () => false],
    [{ q: 'again_', sort: 'rating', dir: 'desc' }, () => true],
  ] as [Row, (r: Row) => boolean][])('%o', async (params, keep) => {
    const expected = all().filter((r) => keep(r) && contains(params.q, r.name, r.vehicle, r.comment));
    const keys = params.sort === 'rating' ? [(r: Row) => r.rating] : [(r: Row) => r.created_at];
    await expectPages('/api/testimonials', params, sortRows(expected, keys, params.dir ?? 'desc'), 20);
  });

  it('sorts by name and counts pending and approved', async () => {
    await expectPages('/api/testimonials', { sort: 'name' }, sortRows(all(), [(r) => nocase(r.name)], 'asc'), 30);
    const res = await staff.get('/api/testimonials?page=1&status=pending');
    expect(res.body.counts).toEqual({
      all: all().length,
      pending: all().filter((r) => !r.is_approved).length,
      approved: all().filter((r) => r.is_approved).length,
    });
  });
});

describe('GET /api/media?page=', () => {
  const used = () => new Set((rows('select images from vehicles') as Row[]).flatMap((v) => JSON.parse(v.images)));
  const all = () => rows('select * from media');
  it.each([
    {},
    { used: 'true' },
    { used: 'false', sort: 'bytes' },
    { q: 'rear_', sort: 'originalName', dir: 'desc' },
    { q: '50%' },
  ] as Row[])('%o', async (params) => {
    const inUse = used();
    const expected = all().filter(
      (m) => (params.used === undefined || inUse.has(m.url) === (params.used === 'true')) && contains(params.q, m.original_name),
    );
    const key =
      params.sort === 'bytes'
        ? (m: Row) => m.bytes
        : params.sort === 'originalName'
          ? (m: Row) => (m.original_name === null ? null : nocase(m.original_name))
          : (m: Row) => m.created_at;
    await expectPages('/api/media', params, sortRows(expected, [key], params.dir ?? (params.sort ? 'asc' : 'desc')), 16);
  });

  it('lists the vehicles using each image and counts the unused ones', async () => {
    const res = await staff.get('/api/media?page=1&pageSize=200');
    const vehicles = rows('select id, images from vehicles');
    for (const item of res.body.items) {
      const users = vehicles.filter((v) => JSON.parse(v.images).includes(item.url)).map((v) => v.id);
      expect(item.usedBy.map((u: Row) => u.id)).toEqual(users.slice(0, 5));
      expect(item.usedByCount).toBe(users.length);
    }
    expect(res.body.counts).toEqual({ all: all().length, unused: all().filter((m) => !used().has(m.url)).length });
  });
});

describe('GET /api/garage-registers?page=', () => {
  const all = () => rows('select * from garage_register');
  it.each([
    {},
    { from: '2026/03/01', to: '2026-06-30' },
    { from: '2026-05-05', sort: 'odometerReading', dir: 'desc' },
    { q: 'anna', sort: 'soldToName' },
    { q: 'pl1', sort: 'make' },
  ] as Row[])('%o', async (params) => {
    const norm = (d?: string) => d?.replaceAll('-', '/');
    const expected = all().filter(
      (r) =>
        (!params.from || r.date_out_of_stock >= norm(params.from)!) &&
        (!params.to || r.date_out_of_stock <= norm(params.to)!) &&
        contains(params.q, r.make, r.model_style, r.colour, r.vin_serial_no, r.sold_to_name, r.purchased_from_name, r.plate_no),
    );
    const keys: Record<string, ((r: Row) => unknown)[]> = {
      dateOutOfStock: [(r) => r.date_out_of_stock],
      odometerReading: [(r) => r.odometer_reading],
      soldToName: [(r) => nocase(r.sold_to_name)],
      make: [(r) => nocase(r.make), (r) => nocase(r.model_style)],
    };
    await expectPages(
      '/api/garage-registers',
      params,
      sortRows(expected, keys[params.sort ?? 'dateOutOfStock'], params.dir ?? (params.sort ? 'asc' : 'desc')),
      30,
    );
  });

  it('refuses an end before the start, naming to', async () => {
    const res = await staff.get('/api/garage-registers?page=1&from=2026/05/01&to=2026/04/01');
    expect([res.status, Object.keys(res.body.errors)]).toEqual([400, ['to']]);
  });
});

describe('GET /api/activity?page=', () => {
  const all = () => rows('select * from activity_log');
  it.each([
    {},
    { action: 'vehicle' },
    { action: 'vehicle.sold', sort: 'actorName' },
    { actor: 'MARCO BELLINI' },
    { q: '50%', entityType: 'inquiry' },
    { sort: 'action', dir: 'desc' },
  ] as Row[])('%o', async (params) => {
    const expected = all().filter(
      (r) =>
        (!params.action || (params.action.includes('.') ? r.action === params.action : r.action.startsWith(`${params.action}.`))) &&
        (!params.actor || nocase(r.actor_name) === nocase(params.actor)) &&
        (!params.entityType || r.entity_type === params.entityType) &&
        contains(params.q, r.summary, r.actor_name),
    );
    const keys: Record<string, ((r: Row) => unknown)[]> = {
      createdAt: [(r) => r.created_at],
      actorName: [(r) => nocase(r.actor_name)],
      action: [(r) => r.action],
    };
    await expectPages(
      '/api/activity',
      params,
      sortRows(expected, keys[params.sort ?? 'createdAt'], params.dir ?? (params.sort ? 'asc' : 'desc')),
      45,
    );
  });

  it('keeps the cursor form without page', async () => {
    const res = await staff.get('/api/activity?limit=10');
    expect(res.body.entries).toHaveLength(10);
    expect(typeof res.body.nextBefore).toBe('number');
  });
});

// ---- bad parameters --------------------------------------------------------

describe('bad paging parameters', () => {
  it.each([
    ['/api/vehicles?page=0', 'page'],
    ['/api/vehicles?page=abc', 'page'],
    ['/api/vehicles?page=1&pageSize=201', 'pageSize'],
    ['/api/vehicles?page=1&pageSize=0', 'pageSize'],
    ['/api/vehicles?page=1&sort=colour', 'sort'],
    ['/api/vehicles?page=1&dir=up', 'dir'],
    ['/api/vehicles?page=1&status=gone', 'status'],
    ['/api/vehicles?page=1&featured=yes', 'featured'],
    ['/api/inquiries?page=1&type=call', 'type'],
    ['/api/inquiries?page=1&vehicleId=-3', 'vehicleId'],
    ['/api/inquiries?page=1&q=' + 'x'.repeat(201), 'q'],
    ['/api/media?page=1&used=maybe', 'used'],
    ['/api/garage-registers?page=1&from=2026/02/30', 'from'],
    ['/api/activity?page=1&action=DROP%20TABLE', 'action'],
    ['/api/testimonials?page=1&sort=comment', 'sort'],
  ])('%s → 400 naming %s', async (url, field) => {
    const res = await staff.get(url);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.message).toContain(field);
  });

  it('names the allowed sort fields', async () => {
    const res = await staff.get('/api/inquiries?page=1&sort=colour');
    expect(res.body.errors.sort).toBe('Sort must be one of: createdAt, updatedAt, name, subject, status, type');
  });

  it('answers a page past the end with no items and the total', async () => {
    const res = await staff.get('/api/inquiries?page=999&pageSize=200');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
    expect(res.body.total).toBe(rows('select id from inquiries').length);
  });
});

// ---- dashboard -------------------------------------------------------------

describe('GET /api/dashboard', () => {
  it('answers the figures both dashboards show, stock meaning offered for sale (sold cars and drafts left out), as the reports count it', async () => {
    expect((await anon.get('/api/dashboard')).status).toBe(401);
    const res = await staff.get('/api/dashboard');
    expect(res.status).toBe(200);
    const vehicles = rows('select * from vehicles');
    const inquiries = rows('select * from inquiries');
    const testimonials = rows('select * from testimonials');
    const stock = vehicles.filter((v) => ['available', 'reserved', 'pending'].includes(v.status));
    const value = stock.reduce((sum, v) => sum + v.price, 0);
    expect(res.body.vehicles).toMatchObject({
      total: vehicles.length,
      inStock: stock.length,
      featured: stock.filter((v) => v.is_featured).length,
      value,
      averagePrice: Math.round(value / stock.length),
    });
    // The reports screen's "In stock" is the same figure (they said 31 / $11,932,000 against 26 / $11,172,500).
    const reports = (await staff.get('/api/reports')).body;
    expect(reports.inventory).toEqual({ inStock: stock.length, inventoryValue: value, averagePrice: Math.round(value / stock.length) });
    expect(
      vehicles.some((v) => v.is_featured && v.status === 'sold'),
      'the data holds a sold featured car',
    ).toBe(true);
    expect(res.body.inquiries).toMatchObject({
      total: inquiries.length,
      new: inquiries.filter((i) => i.status === 'new').length,
      open: inquiries.filter((i) => i.status === 'new' || i.status === 'in-progress').length,
    });
    for (const type of LEAD_TYPES) expect(res.body.inquiries.byType[type]).toBe(inquiries.filter((i) => i.type === type).length);
    expect(res.body.testimonials).toEqual({
      total: testimonials.length,
      approved: testimonials.filter((t) => t.is_approved).length,
      pending: testimonials.filter((t) => !t.is_approved).length,
    });
    expect(res.body.recentInquiries.map((i: Row) => i.id)).toEqual(
      sortRows(inquiries, [(r) => r.created_at], 'desc')
        .slice(0, 5)
        .map((r) => r.id),
    );
    expect(res.body.recentVehicles.map((v: Row) => v.id)).toEqual(
      sortRows(vehicles, [(r) => r.created_at], 'desc')
        .slice(0, 5)
        .map((r) => r.id),
    );
  });
});
