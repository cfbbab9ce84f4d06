// Hostile input over the vehicle and inquiry endpoints (see /api-reference):
// malformed and mistyped JSON, oversized bodies and strings, injection text, path
// traversal, missing or wrong sessions, bad uploads, a replayed session, a login flood.
// The rule: a 4xx with a clear `message`, never a 5xx, and nothing changed in the database.
import { createHash } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

type Role = 'public' | 'staff' | 'admin';
type Body = Record<string, unknown>;
type Write = { method: 'POST' | 'PUT'; path: () => string; role: Role; valid: () => Body };

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;
let replayedCookie: string;
const ids = { vehicle: 0, vin: '', inquiry: 0, testimonial: 0, customer: 0 };

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } });
  anon = new ApiClient(server.url);
  // Every sign-in happens here, before any failed attempt counts against this address.
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  const toLogOut = await new ApiClient(server.url).loginAs('employee');
  replayedCookie = toLogOut.cookie;
  expect((await toLogOut.post('/api/auth/logout')).status).toBe(200);

  const vehicle = await admin.post('/api/vehicles', vehicleBody());
  expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
  ids.vehicle = vehicle.body.id;
  ids.vin = vehicle.body.vin;
  const inquiry = await anon.post('/api/inquiries', {
    name: 'Jane Doe',
    email: 'jane@example.com',
    subject: 'Viewing',
    message: 'May I see the car on Friday?',
  });
  expect(inquiry.status).toBe(201);
  ids.inquiry = inquiry.body.id;
  const testimonial = await staff.post('/api/testimonials', {
    name: 'Marc L.',
    vehicle: '2021 Porsche 911',
    rating: 5,
    comment: 'Flawless from first call to delivery.',
    isApproved: true,
  });
  expect(testimonial.status).toBe(201);
  ids.testimonial = testimonial.body.id;
  ids.customer = server.sqlite().prepare("select id from users where username = 'customer'").pluck().get() as number;
});
afterAll(() => server?.stop());

const clientFor = (role: Role) => (role === 'public' ? anon : role === 'staff' ? staff : admin);

/** Every table's rows, hashed: equal digests mean nothing was written. */
function digest(): Record<string, string> {
  const db = server.sqlite();
  const tables = db
    .prepare(
      // Ordinary tables only: a full-text index (virtual and shadow tables) is derived from them. Not the
      // background jobs' lease either, which the server renews on its own every few seconds.
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name <> 'job_leases' order by name",
    )
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((t) => [
      t,
      createHash('sha256')
        .update(JSON.stringify(db.prepare(`select * from "${t}" order by rowid`).raw().all()))
        .digest('hex')
        .slice(0, 16),
    ]),
  );
}

/** The promise every hostile request is held to. */
async function expectRefused<R extends { status: number; body: any }>(send: () => Promise<R>, status?: number): Promise<R> {
  const before = digest();
  const res = await send();
  expect(res.status, `answered ${res.status}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  if (status) expect(res.status).toBe(status);
  expect(typeof res.body?.message, `no JSON message in ${JSON.stringify(res.body)?.slice(0, 200)}`).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(3);
  expect(digest()).toEqual(before);
  return res;
}

// The JSON writes of the API docs, each with a body that would be accepted.
const WRITES: Record<string, Write> = {
  'POST /api/inquiries': {
    method: 'POST',
    path: () => '/api/inquiries',
    role: 'public',
    valid: () => ({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '905-555-0101',
      subject: 'Viewing',
      message: 'Is it still available?',
      vehicleId: ids.vehicle,
    }),
  },
  'POST /api/testimonials': {
    method: 'POST',
    path: () => '/api/testimonials',
    role: 'public',
    valid: () => ({ name: 'Ann Lee', vehicle: '2020 Ferrari F8', rating: 5, comment: 'Wonderful experience, thank you.' }),
  },
  'POST /api/vehicles': { method: 'POST', path: () => '/api/vehicles', role: 'staff', valid: () => vehicleBody() },
  'PUT /api/vehicles/{id}': {
    method: 'PUT',
    path: () => `/api/vehicles/${ids.vehicle}`,
    role: 'staff',
    valid: () => vehicleBody({ vin: ids.vin, description: 'Updated.' }),
  },
  'PUT /api/vehicles/{id}/status': {
    method: 'PUT',
    path: () => `/api/vehicles/${ids.vehicle}/status`,
    role: 'staff',
    valid: () => ({ status: 'sold', garageRegister: registerBody(ids.vin) }),
  },
  'PUT /api/inquiries/{id}/status': {
    method: 'PUT',
    path: () => `/api/inquiries/${ids.inquiry}/status`,
    role: 'staff',
    valid: () => ({ status: 'resolved' }),
  },
  'POST /api/inquiries/{id}/replies': {
    method: 'POST',
    path: () => `/api/inquiries/${ids.inquiry}/replies`,
    role: 'staff',
    valid: () => ({ message: 'Yes, Friday at 10 works.' }),
  },
  'PUT /api/testimonials/{id}': {
    method: 'PUT',
    path: () => `/api/testimonials/${ids.testimonial}`,
    role: 'staff',
    valid: () => ({ name: 'Marc L.', vehicle: '2021 Porsche 911', rating: 4, comment: 'Very good experience overall.', isApproved: false }),
  },
  'POST /api/users': {
    method: 'POST',
    path: () => '/api/users',
    role: 'admin',
    valid: () => ({
      username: 'new.staff',
      password: 'a-long-password-1',
      role: 'employee',
      email: 'n@example.com',
      firstName: 'New',
      lastName: 'Staff',
    }),
  },
  'PUT /api/users/{id}': { method: 'PUT', path: () => `/api/users/${ids.customer}`, role: 'admin', valid: () => ({ disabled: true }) },
  'PUT /api/users/{id}/password': {
    method: 'PUT',
    path: () => `/api/users/${ids.customer}/password`,
    role: 'admin',
    valid: () => ({ password: 'another-long-password' }),
  },
  'PUT /api/auth/password': {
    method: 'PUT',
    path: () => '/api/auth/password',
    role: 'staff',
    valid: () => ({ currentPassword: 'test-staff-password-1', newPassword: 'a-new-password-22', confirmPassword: 'a-new-password-22' }),
  },
  'PUT /api/settings/dealer': {
    method: 'PUT',
    path: () => '/api/settings/dealer',
    role: 'admin',
    valid: () => ({
      phoneDisplay: '(905) 555-0100',
      email: 'sales@example.com',
      street: '100 Gallery Way',
      city: 'Vaughan',
      region: 'ON',
      postalCode: 'L4K 0A1',
      hours: [{ days: 'Mon–Fri', text: '9 AM – 7 PM' }],
    }),
  },
  // The public site's anonymous analytics (src/pages/api/events.ts).
  'POST /api/events': {
    method: 'POST',
    path: () => '/api/events',
    role: 'public',
    valid: () => ({ sessionId: 'hostile-session-1', events: [{ type: 'pageview', path: '/' }] }),
  },
  'POST /api/auth/login': {
    method: 'POST',
    path: () => '/api/auth/login',
    role: 'public',
    valid: () => ({ username: 'staff', password: 'not-the-password' }),
  },
  'POST /api/auth/admin-login': {
    method: 'POST',
    path: () => '/api/auth/admin-login',
    role: 'public',
    valid: () => ({ password: 'not-the-password' }),
  },
};
const writeCases = Object.entries(WRITES);

const send = (w: Write, body: unknown, headers?: Record<string, string>) => clientFor(w.role).request(w.method, w.path(), body, headers);

/** A value of the wrong JSON type for each field of a valid body. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return { $ne: null };
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 42;
  return 'not-an-object';
}

describe('malformed JSON bodies', () => {
  it.each(writeCases)('%s: a truncated body is a 400', async (_name, w) => {
    await expectRefused(() => send(w, '{"name": "Ann", "email":', { 'content-type': 'application/json' }), 400);
  });

  it.each(writeCases.flatMap(([name, w]) => ['[]', 'null', '"text"', '42', 'true'].map((raw) => [name, raw, w] as const)))(
    '%s: the body %s is a 400',
    async (_name, raw, w) => {
      await expectRefused(() => send(w, raw, { 'content-type': 'application/json' }), 400);
    },
  );

  it.each(writeCases)('%s: a non-JSON content type is a 415', async (_name, w) => {
    await expectRefused(() => send(w, 'name=Ann', { 'content-type': 'text/plain', origin: server.url }), 415);
  });
});

describe('wrong types', () => {
  const cases = writeCases.flatMap(([name, w]) => Object.keys(w.valid()).map((field) => [name, field, w] as const));
  it.each(cases)('%s: %s of the wrong type is a 400 naming it', async (_name, field, w) => {
    const body = w.valid();
    body[field] = wrongType(body[field]);
    const res = await expectRefused(() => send(w, body), 400);
    if (res.body.errors) expect(Object.keys(res.body.errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
  });
});

describe('oversized input', () => {
  it.each(writeCases)('%s: a body over 1 MB is a 413', async (_name, w) => {
    await expectRefused(() => send(w, { ...w.valid(), padding: 'x'.repeat(1_100_000) }), 413);
  });

  const stringFields = writeCases.flatMap(([name, w]) =>
    Object.entries(w.valid())
      .filter(([, v]) => typeof v === 'string')
      .map(([field]) => [name, field, w] as const),
  );
  it.each(stringFields)('%s: a 100,000-character %s is a 400', async (_name, field, w) => {
    await expectRefused(() => send(w, { ...w.valid(), [field]: 'x'.repeat(100_000) }), 400);
  });
});

describe('injection text is stored as text, or refused', () => {
  const PAYLOADS = [
    "' OR '1'='1",
    "Robert'); DROP TABLE vehicles;--",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '{{7*7}} ${7*7}',
  ];
  // Free-text fields where any of these is a legitimate (if odd) value; each must round-trip exactly.
  const targets: [string, string, string, (id: number) => Promise<Body>][] = [
    ['POST /api/inquiries', 'name', 'inquiries', async (id) => (await staff.get(`/api/inquiries/${id}`)).body],
    ['POST /api/inquiries', 'message', 'inquiries', async (id) => (await staff.get(`/api/inquiries/${id}`)).body],
    [
      'POST /api/testimonials',
      'comment',
      'testimonials',
      async (id) => (await staff.get('/api/testimonials')).body.find((t: Body) => t.id === id),
    ],
    ['POST /api/vehicles', 'model', 'vehicles', async (id) => (await anon.get(`/api/vehicles/${id}`)).body],
    ['POST /api/vehicles', 'description', 'vehicles', async (id) => (await anon.get(`/api/vehicles/${id}`)).body],
  ];
  const cases = targets.flatMap((t) => PAYLOADS.map((p) => [t[0], t[1], p, t] as const));
  it.each(cases)('%s: %s = %s', async (name, field, payload, [, , table, readBack]) => {
    const tablesBefore = Object.keys(digest());
    const padded = field === 'comment' || field === 'message' ? `${payload} (ten characters at least)` : payload;
    const res = await send(WRITES[name], { ...WRITES[name].valid(), [field]: padded });
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(typeof res.body?.message).toBe('string');
    else expect((await readBack(res.body.id))[field]).toBe(padded);
    expect(Object.keys(digest())).toEqual(tablesBefore);
    expect(server.sqlite().prepare(`select count(*) from ${table}`).pluck().get()).toBeGreaterThan(0);
  });

  it.each([
    ['staff', '/api/vehicles/1%20OR%201=1'],
    ['staff', '/api/vehicles/1;DROP%20TABLE%20vehicles'],
    ['staff', "/api/testimonials?status=approved'%20OR%20'1'='1"],
    ['staff', "/api/garage-registers?from=2025/01/01'%20OR%201=1--"],
    ['staff', '/api/activity?limit=10;DROP%20TABLE%20users'],
    ['staff', '/api/activity?before=1%20OR%201=1'],
    ['staff', `/api/inquiries/${encodeURIComponent("1' OR '1'='1")}`],
    ['staff', '/api/analytics/summary?days=30%20OR%201=1'],
    ['public', '/api/vehicles/cards?ids=1%20OR%201=1'],
    ['public', '/api/vehicles/cards?like=1,2;DROP%20TABLE%20vehicles'],
    ['public', '/api/vehicles/cards'],
  ] as const)('as %s, GET %s is a 4xx', async (role, path) => {
    await expectRefused(() => clientFor(role).get(path));
  });

  // In an attribute, '<' may stay as it is; what must never appear is the quote that ends the attribute.
  // (Whether markup in text becomes an element is checked in a browser: tests/e2e/xss.spec.ts.)
  it.each(['/inventory?search=', '/inventory?category=', '/inventory?make=', '/?utm_source='])(
    'lets nothing from %s… break out of an attribute',
    async (prefix) => {
      const payload = '"><img src=x onerror=alert(2)>';
      const res = await fetch(server.url + prefix + encodeURIComponent(payload));
      expect(res.status).toBeLessThan(500);
      const html = await res.text();
      expect(html).not.toContain('"><img src=x');
    },
  );
});

/** A GET with the path sent exactly as written (fetch would normalise the dots away). */
function rawGet(path: string): Promise<{ status: number; text: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('latin1')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

describe('path traversal', () => {
  it.each([
    '/media/..%2f..%2fetc%2fpasswd',
    '/media/..%2fdealership.sqlite',
    '/media/%2e%2e/dealership.sqlite',
    '/media/../dealership.sqlite',
    '/media/....//....//etc/passwd',
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/_astro/..%2f..%2f..%2fpackage.json',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/api/vehicles/..%2f1',
    '/api/vehicles/..%2f..%2fusers',
    '/api/inquiries/..%2f..%2fusers',
    '/api/media/..%2f1',
  ])('GET %s is a 4xx that leaks no file', async (path) => {
    const res = await rawGet(path);
    expect(res.status, res.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/root:.*:0:0:|SQLite format 3|"devDependencies"/);
    if (path.startsWith('/api/')) expect(typeof JSON.parse(res.text).message).toBe('string');
  });
});

describe('unknown API paths', () => {
  it.each(['/api/no-such-endpoint', '/api/vehicles/1/no-such-thing', '/api/'])(
    'GET %s answers a JSON 404 with a message, like every API error',
    async (path) => {
      await expectRefused(() => anon.get(path), 404);
    },
  );
});

describe('sessions', () => {
  // Every guarded endpoint of the docs, with the role it needs.
  const GUARDED: [string, string, () => string, Role, Body?][] = [
    ['GET', 'stats', () => '/api/vehicles/stats', 'staff'],
    ['POST', 'create vehicle', () => '/api/vehicles', 'staff', {}],
    ['PUT', 'update vehicle', () => `/api/vehicles/${ids.vehicle}`, 'staff', {}],
    ['DELETE', 'delete vehicle', () => `/api/vehicles/${ids.vehicle}`, 'staff'],
    ['PUT', 'vehicle status', () => `/api/vehicles/${ids.vehicle}/status`, 'staff', { status: 'reserved' }],
    ['GET', 'garage register', () => '/api/garage-registers', 'staff'],
    ['GET', 'register CSV', () => '/api/garage-registers/export.csv', 'staff'],
    ['GET', 'media', () => '/api/media', 'staff'],
    ['DELETE', 'delete media', () => '/api/media/1', 'staff'],
    ['GET', 'reports', () => '/api/reports', 'staff'],
    ['GET', 'inquiries', () => '/api/inquiries', 'staff'],
    ['GET', 'one inquiry', () => `/api/inquiries/${ids.inquiry}`, 'staff'],
    ['PUT', 'inquiry status', () => `/api/inquiries/${ids.inquiry}/status`, 'staff', { status: 'closed' }],
    ['POST', 'reply', () => `/api/inquiries/${ids.inquiry}/replies`, 'staff', { message: 'Hello' }],
    ['GET', 'outbox', () => '/api/outbox', 'staff'],
    ['PUT', 'edit testimonial', () => `/api/testimonials/${ids.testimonial}`, 'staff', { isApproved: false }],
    ['DELETE', 'delete testimonial', () => `/api/testimonials/${ids.testimonial}`, 'staff'],
    ['GET', 'activity', () => '/api/activity', 'staff'],
    ['GET', 'analytics summary', () => '/api/analytics/summary', 'staff'],
    [
      'PUT',
      'own password',
      () => '/api/auth/password',
      'staff',
      { currentPassword: 'x', newPassword: 'y-long-enough', confirmPassword: 'y-long-enough' },
    ],
    ['GET', 'users', () => '/api/users', 'admin'],
    ['POST', 'create user', () => '/api/users', 'admin', { username: 'intruder', password: 'a-long-password-1', role: 'admin' }],
    ['PUT', 'disable user', () => `/api/users/${ids.customer}`, 'admin', { disabled: true }],
    ['PUT', 'reset password', () => `/api/users/${ids.customer}/password`, 'admin', { password: 'a-long-password-1' }],
    ['PUT', 'dealer settings', () => '/api/settings/dealer', 'admin', {}],
  ];
  const request = (client: ApiClient, [method, , path, , body]: (typeof GUARDED)[number]) => client.request(method, path(), body);

  it.each(GUARDED)('%s %s without a session is a 401', async (...entry) => {
    await expectRefused(() => request(new ApiClient(server.url), entry), 401);
  });

  it.each(GUARDED)('%s %s with a forged session cookie is a 401', async (...entry) => {
    const forged = new ApiClient(server.url);
    forged.cookie = 'session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await expectRefused(() => request(forged, entry), 401);
  });

  it.each(GUARDED)('%s %s with a session cookie replayed after logout is a 401', async (...entry) => {
    const replay = new ApiClient(server.url);
    replay.cookie = replayedCookie;
    await expectRefused(() => request(replay, entry), 401);
  });

  it.each(GUARDED.filter((g) => g[3] === 'admin'))('%s %s as an employee is a 403', async (...entry) => {
    await expectRefused(() => request(staff, entry), 403);
  });

  it('GET /api/auth/me with the replayed cookie is a 401', async () => {
    const replay = new ApiClient(server.url);
    replay.cookie = replayedCookie;
    await expectRefused(() => replay.get('/api/auth/me'), 401);
  });
});

describe('unknown and malformed ids', () => {
  const BAD_IDS = ['999999', 'abc', '0', '-1', '1e3', '0x10', '1.5', '99999999999999999999', '%00', '1%2500'];
  const PATHS: [string, (id: string) => string, Role][] = [
    ['GET', (id) => `/api/vehicles/${id}`, 'public'],
    ['DELETE', (id) => `/api/vehicles/${id}`, 'staff'],
    ['GET', (id) => `/api/inquiries/${id}`, 'staff'],
    ['DELETE', (id) => `/api/testimonials/${id}`, 'staff'],
    ['DELETE', (id) => `/api/media/${id}`, 'staff'],
    ['PUT', (id) => `/api/users/${id}`, 'admin'],
  ];
  const cases = PATHS.flatMap(([method, path, role]) => BAD_IDS.map((id) => [method, path(id), role] as const));
  it.each(cases)('%s %s is a 404', async (method, path, role) => {
    await expectRefused(() => clientFor(role).request(method, path, method === 'PUT' ? { disabled: true } : undefined), 404);
  });
});

describe('uploads', () => {
  const upload = (files: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[], client: ApiClient = staff) => {
    const form = new FormData();
    for (const f of files) form.append('images', new Blob([f.bytes], { type: f.type }), f.name);
    return client.request('POST', '/api/upload/images', form, { origin: server.url });
  };
  const mediaCount = () => server.sqlite().prepare('select count(*) from media').pluck().get() as number;

  it('refuses a script renamed .jpg', async () => {
    await expectRefused(
      () => upload([{ bytes: new TextEncoder().encode('<script>alert(document.cookie)</script>'), name: 'photo.jpg', type: 'image/jpeg' }]),
      400,
    );
  });

  it('refuses a zero-byte file', async () => {
    await expectRefused(() => upload([{ bytes: new Uint8Array(0), name: 'empty.jpg', type: 'image/jpeg' }]), 400);
  });

  it('refuses a 6 MB image with the spec message', async () => {
    // Noise does not compress: a real PNG of about 6 MB.
    const width = 1500;
    const height = 1400;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await expectRefused(() => upload([{ bytes: png, name: 'huge.png', type: 'image/png' }]), 400);
    expect(res.body.message).toBe('File too large: huge.png exceeds the 5MB limit');
  });

  it('refuses a batch with one bad file, storing none of it', async () => {
    const good = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#b08d57' } })
      .jpeg()
      .toBuffer();
    await expectRefused(
      () =>
        upload([
          { bytes: good, name: 'ok.jpg', type: 'image/jpeg' },
          { bytes: new TextEncoder().encode('MZ\x90\x00'), name: 'virus.jpg', type: 'image/jpeg' },
        ]),
      400,
    );
  });

  it('refuses an upload without a session', async () => {
    const good = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#b08d57' } })
      .jpeg()
      .toBuffer();
    await expectRefused(() => upload([{ bytes: good, name: 'ok.jpg', type: 'image/jpeg' }], new ApiClient(server.url)), 401);
  });

  it('refuses a JPEG+script polyglot, or re-encodes it so the script is gone', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e0e10' } })
      .jpeg()
      .toBuffer();
    const payload = '<script>alert(document.domain)</script><!--';
    // A valid JPEG with the script in a comment segment right after SOI, and again after EOI.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, payload.length + 2]), Buffer.from(payload)]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from(payload)]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg'); // it really is a JPEG
    const before = mediaCount();
    const res = await upload([{ bytes: polyglot, name: 'polyglot.jpg', type: 'image/jpeg' }]);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) {
      expect(typeof res.body.message).toBe('string');
      expect(mediaCount()).toBe(before);
      return;
    }
    expect(res.status).toBe(201);
    for (const file of res.body.files as { url: string }[]) {
      const served = await fetch(new URL(file.url, server.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
      expect(Buffer.from(await served.arrayBuffer()).includes('<script')).toBe(false);
    }
  });
});

describe('login flood', () => {
  it('throttles a flood of failed logins from one address with a 429 and Retry-After, even for the right password afterwards', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await anon.post('/api/auth/login', { username: `flood-${i}`, password: `guess-${i}` })).status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.indexOf(429)).toBeGreaterThan(-1);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(6);
    const right = await expectRefused(() => anon.post('/api/auth/login', { username: 'admin', password: 'test-admin-password-1' }), 429);
    expect(right.body.authenticated).not.toBe(true);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
