import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRows, writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;
let vehicleId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  const handle = writableDb(server);
  vehicleId = Number(
    handle
      .prepare(
        `insert into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, vin)
         values ('Ferrari', 'Roma', 2023, 289000, 4100, 'Gasoline', 'DCT', 'Rosso Corsa', 'One owner.', 'exotic-collection', 'ZFF98RNA5P0290001')`,
      )
      .run().lastInsertRowid,
  );
  handle.close();
});
afterAll(() => server?.stop());

const good = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '905-555-0100',
  subject: 'Viewing',
  message: 'I would like to book a viewing this week.',
};
const snapshot = () => ({ inquiries: tableRows(server, 'inquiries'), activity: tableRows(server, 'activity_log') });

async function postInquiry(body: Record<string, unknown> = {}) {
  const res = await anon.post('/api/inquiries', { ...good, ...body });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('POST /api/inquiries', () => {
  it('stores a visitor inquiry (trimmed), answers 201 with its id and logs inquiry.received', async () => {
    const res = await anon.post('/api/inquiries', {
      ...good,
      name: '  Jane Doe  ',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: 'Inquiry received' });
    const row = server.sqlite().prepare('select * from inquiries where id = ?').get(res.body.id) as Record<string, unknown>;
    expect(row).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '905-555-0100',
      subject: 'Viewing',
      status: 'new',
      vehicle_id: null,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
    });
    const log = server
      .sqlite()
      .prepare("select * from activity_log where action = 'inquiry.received' and entity_id = ?")
      .get(res.body.id) as Record<string, unknown>;
    expect(log).toMatchObject({ entity_type: 'inquiry', actor_name: 'Jane Doe', user_id: null });
  });

  it('links the inquiry to a listed vehicle', async () => {
    const id = await postInquiry({ vehicleId, subject: 'Vehicle Inquiry' });
    expect(server.sqlite().prepare('select vehicle_id from inquiries where id = ?').get(id)).toEqual({ vehicle_id: vehicleId });
  });

  it('accepts a missing phone and a null vehicle', async () => {
    const { phone: _phone, ...noPhone } = good;
    const res = await anon.post('/api/inquiries', { ...noPhone, vehicleId: null });
    expect(res.status).toBe(201);
  });

  it('refuses an unknown vehicle with a 400 naming vehicleId, storing nothing', async () => {
    const before = snapshot();
    const res = await anon.post('/api/inquiries', { ...good, vehicleId: 999_999 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['vehicleId']);
    expect(res.body.errors.vehicleId).toBe('This vehicle is no longer in our inventory.');
    expect(snapshot()).toEqual(before);
  });

  const bad: [string, unknown][] = [
    ['name', undefined],
    ['name', 'J'],
    ['name', ' J '],
    ['name', 'x'.repeat(121)],
    ['name', 42],
    ['email', undefined],
    ['email', 'not-an-email'],
    ['email', `${'a'.repeat(250)}@example.com`],
    ['phone', '1'.repeat(41)],
    ['phone', 9055550100],
    ['subject', undefined],
    ['subject', 'x'],
    ['subject', 'x'.repeat(201)],
    ['message', undefined],
    ['message', 'too short'],
    ['message', 'x'.repeat(5001)],
    ['vehicleId', 0],
    ['vehicleId', -3],
    ['vehicleId', 1.5],
    ['vehicleId', 'abc'],
    ['utmSource', 'x'.repeat(101)],
    ['utmMedium', 7],
    ['utmCampaign', 'x'.repeat(101)],
    ['website', 'x'.repeat(501)],
  ];
  it.each(bad)('refuses a bad %s (%j) with a 400 naming it, storing nothing', async (field, value) => {
    const before = snapshot();
    const body: Record<string, unknown> = { ...good, [field]: value };
    if (value === undefined) delete body[field];
    const res = await anon.post('/api/inquiries', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.message).toBe(`Invalid input: ${field}`);
    expect(snapshot()).toEqual(before);
  });

  it('uses the spec messages for the visible fields', async () => {
    const res = await anon.post('/api/inquiries', { name: 'J', email: 'x', subject: 'y', message: 'short' });
    expect(res.body.errors).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
    });
  });

  it('refuses a non-JSON body (415), malformed JSON and a non-object body (400), storing nothing', async () => {
    const before = snapshot();
    expect(
      (await anon.post('/api/inquiries', 'name=Jane', { 'content-type': 'application/x-www-form-urlencoded', origin: server.url })).status,
    ).toBe(415);
    expect((await anon.post('/api/inquiries', '{"name":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await anon.post('/api/inquiries', [good])).status).toBe(400);
    expect(snapshot()).toEqual(before);
  });

  it('answers a filled honeypot like a person (201 with an id) but stores and logs nothing', async () => {
    const before = snapshot();
    const res = await anon.post('/api/inquiries', { ...good, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: 'Inquiry received' });
    expect(snapshot()).toEqual(before);
  });
});

describe('GET /api/inquiries', () => {
  it('is for staff only: 401 without a session, 200 for employee and admin', async () => {
    const none = await anon.get('/api/inquiries');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('You must be signed in to do this.');
    const customer = await new ApiClient(server.url).loginAs('customer');
    expect((await customer.get('/api/inquiries')).status).toBe(401);
    expect((await staff.get('/api/inquiries')).status).toBe(200);
    expect((await admin.get('/api/inquiries')).status).toBe(200);
  });

  it('lists newest first with the vehicle joined and the reply count', async () => {
    const older = await postInquiry({ subject: 'Older one' });
    const newer = await postInquiry({ subject: 'Newer one', vehicleId });
    const res = await staff.get('/api/inquiries');
    const ids = (res.body as { id: number }[]).map((i) => i.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const times = (res.body as { createdAt: string }[]).map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const item = res.body.find((i: { id: number }) => i.id === newer);
    expect(item).toMatchObject({
      subject: 'Newer one',
      status: 'new',
      vehicleId,
      vehicleMake: 'Ferrari',
      vehicleModel: 'Roma',
      vehicleYear: 2023,
      replyCount: 0,
    });
    const plain = res.body.find((i: { id: number }) => i.id === older);
    expect(plain).toMatchObject({ vehicleMake: null, vehicleModel: null, vehicleYear: null, replyCount: 0 });
  });
});

describe('GET /api/inquiries/{id}', () => {
  it('answers the inquiry with its vehicle and (no) replies', async () => {
    const id = await postInquiry({ vehicleId });
    const res = await staff.get(`/api/inquiries/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Jane Doe', vehicleMake: 'Ferrari', vehicleYear: 2023, replies: [] });
  });

  it('answers 401 without a session, 404 for an unknown or malformed id', async () => {
    const id = await postInquiry();
    expect((await anon.get(`/api/inquiries/${id}`)).status).toBe(401);
    expect((await admin.get(`/api/inquiries/${id}`)).status).toBe(200);
    expect((await staff.get('/api/inquiries/999999')).status).toBe(404);
    expect((await staff.get('/api/inquiries/abc')).status).toBe(404);
    expect((await staff.get('/api/inquiries/1e3')).status).toBe(404);
  });
});

describe('PUT /api/inquiries/{id}/status', () => {
  it('sets the status for employee and admin, answers the inquiry and logs inquiry.status', async () => {
    const id = await postInquiry();
    const res = await staff.put(`/api/inquiries/${id}/status`, { status: 'in-progress' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'in-progress' });
    const log = server.sqlite().prepare("select * from activity_log where action = 'inquiry.status' and entity_id = ?").get(id) as Record<
      string,
      unknown
    >;
    expect(log).toMatchObject({ actor_name: 'Marco Bellini', summary: 'Inquiry from Jane Doe marked In Progress' });
    expect((await admin.put(`/api/inquiries/${id}/status`, { status: 'closed' })).body.status).toBe('closed');
  });

  it('refuses a bad status, a missing one, no session, and an unknown id, changing nothing', async () => {
    const id = await postInquiry();
    const before = snapshot();
    const badStatus = await staff.put(`/api/inquiries/${id}/status`, { status: 'done' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors).toEqual({ status: 'Status must be one of: new, in-progress, responded, resolved, closed' });
    expect((await staff.put(`/api/inquiries/${id}/status`, {})).body.errors).toHaveProperty('status');
    expect(
      (await staff.put(`/api/inquiries/${id}/status`, 'status=closed', { 'content-type': 'text/plain', origin: server.url })).status,
    ).toBe(415);
    expect((await anon.put(`/api/inquiries/${id}/status`, { status: 'closed' })).status).toBe(401);
    expect((await staff.put('/api/inquiries/999999/status', { status: 'closed' })).status).toBe(404);
    expect(snapshot()).toEqual(before);
  });
});

describe('inquiry rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited?.stop());

  it('answers 429 with Retry-After once one address has sent INQUIRY_RATE_LIMIT inquiries, storing nothing more', async () => {
    const client = new ApiClient(limited.url);
    // Invalid posts do not use up the allowance: a visitor fixing typos is not throttled.
    expect((await client.post('/api/inquiries', { ...good, email: 'typo' })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/inquiries', good)).status).toBe(201);
    const res = await client.post('/api/inquiries', good);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many messages from your connection\. Please try again in \d+ minutes?, or call us at /);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((limited.sqlite().prepare('select count(*) as n from inquiries').get() as { n: number }).n).toBe(3);
  });
});
