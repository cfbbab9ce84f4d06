import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAs, tableRows } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(() => server?.stop());

const good = {
  name: 'Daniel K.',
  vehicle: '2021 Mercedes-AMG G 63',
  rating: 5,
  comment: 'Flawless buying experience from start to finish.',
};
const snapshot = () => ({ testimonials: tableRows(server, 'testimonials'), activity: tableRows(server, 'activity_log') });

async function create(client: ApiClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/testimonials', { ...good, ...body });
  expect(res.status).toBe(201);
  return res.body as { id: number; isApproved: boolean; name: string };
}
const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('POST /api/testimonials', () => {
  it('takes a visitor testimonial unapproved, whatever the body says', async () => {
    const t = await create(anon, { isApproved: true, name: '  Priya S.  ' });
    expect(t).toMatchObject({ name: 'Priya S.', isApproved: false, rating: 5 });
    expect(server.sqlite().prepare('select is_approved from testimonials where id = ?').get(t.id)).toEqual({ is_approved: 0 });
    expect(
      server.sqlite().prepare("select user_id, action from activity_log where entity_type = 'testimonial' and entity_id = ?").get(t.id),
    ).toEqual({ user_id: null, action: 'testimonial.created' });
  });

  it('lets staff create an approved one (employee and admin), unapproved by default', async () => {
    expect((await create(staff, { isApproved: true })).isApproved).toBe(true);
    expect((await create(admin, { isApproved: true })).isApproved).toBe(true);
    expect((await create(staff)).isApproved).toBe(false);
  });

  const bad: [string, unknown][] = [
    ['name', undefined],
    ['name', 'A'],
    ['name', 'x'.repeat(121)],
    ['vehicle', undefined],
    ['vehicle', '   '],
    ['vehicle', 'x'.repeat(121)],
    ['rating', undefined],
    ['rating', 0],
    ['rating', 6],
    ['rating', 4.5],
    ['rating', 'five'],
    ['comment', undefined],
    ['comment', 'Great.'],
    ['comment', 'x'.repeat(2001)],
    ['isApproved', 'yes'],
  ];
  it.each(bad)('refuses a bad %s (%j) with a 400 naming it, storing nothing', async (field, value) => {
    const before = snapshot();
    const body: Record<string, unknown> = { ...good, [field]: value };
    if (value === undefined) delete body[field];
    for (const client of [anon, staff]) {
      const res = await client.post('/api/testimonials', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect(snapshot()).toEqual(before);
  });

  it('refuses a non-JSON body', async () => {
    const before = snapshot();
    expect(
      (await anon.post('/api/testimonials', 'name=x', { 'content-type': 'application/x-www-form-urlencoded', origin: server.url })).status,
    ).toBe(415);
    expect(snapshot()).toEqual(before);
  });
});

describe('GET /api/testimonials', () => {
  it('shows visitors approved testimonials only, newest first, even when they ask for pending', async () => {
    const pending = await create(anon);
    const olderApproved = await create(staff, { isApproved: true });
    const newerApproved = await create(staff, { isApproved: true });
    for (const path of ['/api/testimonials', '/api/testimonials?status=pending', '/api/testimonials?status=nonsense']) {
      const res = await anon.get(path);
      expect(res.status).toBe(200);
      expect(res.body.every((t: { isApproved: boolean }) => t.isApproved)).toBe(true);
      expect(ids(res.body)).not.toContain(pending.id);
      expect(ids(res.body).indexOf(newerApproved.id)).toBeLessThan(ids(res.body).indexOf(olderApproved.id));
    }
  });

  it('shows staff all of them, or filtered by ?status=pending|approved', async () => {
    const pending = await create(anon);
    const approved = await create(admin, { isApproved: true });
    for (const client of [staff, admin]) {
      const all = await client.get('/api/testimonials');
      expect(ids(all.body)).toEqual(expect.arrayContaining([pending.id, approved.id]));
      const onlyPending = await client.get('/api/testimonials?status=pending');
      expect(ids(onlyPending.body)).toContain(pending.id);
      expect(onlyPending.body.every((t: { isApproved: boolean }) => !t.isApproved)).toBe(true);
      const onlyApproved = await client.get('/api/testimonials?status=approved');
      expect(ids(onlyApproved.body)).toContain(approved.id);
      expect(onlyApproved.body.every((t: { isApproved: boolean }) => t.isApproved)).toBe(true);
    }
    const badFilter = await staff.get('/api/testimonials?status=hidden');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors).toHaveProperty('status');
  });
});

describe('PUT /api/testimonials/{id}', () => {
  it('approves and unapproves, logging testimonial.approved / .unapproved', async () => {
    const t = await create(anon);
    const approved = await staff.put(`/api/testimonials/${t.id}`, { isApproved: true });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: t.id, isApproved: true, name: good.name });
    expect(ids((await anon.get('/api/testimonials')).body)).toContain(t.id);
    expect((await admin.put(`/api/testimonials/${t.id}`, { isApproved: false })).body.isApproved).toBe(false);
    expect(ids((await anon.get('/api/testimonials')).body)).not.toContain(t.id);
    const actions = server
      .sqlite()
      .prepare("select action, actor_name from activity_log where entity_type = 'testimonial' and entity_id = ? order by id")
      .all(t.id);
    expect(actions).toEqual([
      { action: 'testimonial.created', actor_name: good.name },
      { action: 'testimonial.approved', actor_name: 'Marco Bellini' },
      { action: 'testimonial.unapproved', actor_name: 'Alexandra Reid' },
    ]);
  });

  it('edits any field, logging testimonial.updated', async () => {
    const t = await create(anon);
    const res = await staff.put(`/api/testimonials/${t.id}`, {
      name: 'Daniel Kim',
      vehicle: '2022 G 63',
      rating: 4,
      comment: 'Excellent service and a beautiful car.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Daniel Kim',
      vehicle: '2022 G 63',
      rating: 4,
      comment: 'Excellent service and a beautiful car.',
      isApproved: false,
    });
    expect(
      server
        .sqlite()
        .prepare("select action from activity_log where entity_id = ? and entity_type = 'testimonial' order by id desc")
        .get(t.id),
    ).toEqual({ action: 'testimonial.updated' });
  });

  const bad: [string, unknown][] = [
    ['name', 'A'],
    ['vehicle', ''],
    ['rating', 9],
    ['rating', 2.5],
    ['comment', 'short'],
    ['isApproved', 'true'],
  ];
  it.each(bad)('refuses a bad %s (%j), changing nothing', async (field, value) => {
    const t = await create(anon);
    const before = snapshot();
    const res = await staff.put(`/api/testimonials/${t.id}`, { [field]: value });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(snapshot()).toEqual(before);
  });

  it('answers 401 without a session and 404 for an unknown id, changing nothing', async () => {
    const t = await create(anon);
    const before = snapshot();
    expect((await anon.put(`/api/testimonials/${t.id}`, { isApproved: true })).status).toBe(401);
    expect((await staff.put('/api/testimonials/999999', { isApproved: true })).status).toBe(404);
    expect((await staff.put('/api/testimonials/abc', { isApproved: true })).status).toBe(404);
    expect(snapshot()).toEqual(before);
  });
});

describe('DELETE /api/testimonials/{id}', () => {
  it('deletes for employee and admin, logging testimonial.deleted', async () => {
    for (const client of [staff, admin]) {
      const t = await create(anon);
      const res = await deleteAs(client, `/api/testimonials/${t.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: t.id, deleted: true });
      expect(server.sqlite().prepare('select count(*) as n from testimonials where id = ?').get(t.id)).toEqual({ n: 0 });
      expect(
        server.sqlite().prepare("select count(*) as n from activity_log where action = 'testimonial.deleted' and entity_id = ?").get(t.id),
      ).toEqual({ n: 1 });
    }
  });

  it('answers 401 without a session and 404 for an unknown id, deleting nothing', async () => {
    const t = await create(anon);
    const before = snapshot();
    expect((await deleteAs(anon, `/api/testimonials/${t.id}`)).status).toBe(401);
    expect((await deleteAs(staff, '/api/testimonials/999999')).status).toBe(404);
    expect(snapshot()).toEqual(before);
  });
});

describe('testimonial rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '2' } });
  });
  afterAll(() => limited?.stop());

  it('limits visitors per address (429) but never staff, and keeps its own window apart from inquiries', async () => {
    const visitor = new ApiClient(limited.url);
    for (let i = 0; i < 2; i++) expect((await visitor.post('/api/testimonials', good)).status).toBe(201);
    const res = await visitor.post('/api/testimonials', good);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const inquiry = await visitor.post('/api/inquiries', {
      name: 'Jane Doe',
      email: 'jane@example.com',
      subject: 'Hello',
      message: 'Testing the separate window.',
    });
    expect(inquiry.status).toBe(201);
    const employee = await new ApiClient(limited.url).loginAs('employee');
    expect((await employee.post('/api/testimonials', good)).status).toBe(201);
    expect((limited.sqlite().prepare('select count(*) as n from testimonials').get() as { n: number }).n).toBe(3);
  });
});
