import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;
const inquiryIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  // Seven entries the log must show: each inquiry logs inquiry.received.
  for (let i = 1; i <= 7; i++) {
    const res = await anon.post('/api/inquiries', {
      name: `Visitor ${i}`,
      email: `v${i}@example.com`,
      subject: `Subject ${i}`,
      message: 'Please call me about a viewing.',
    });
    inquiryIds.push(res.body.id);
  }
});
afterAll(() => server?.stop());

type Entry = { id: number; action: string; entityType: string; entityId: number; actorName: string; summary: string; createdAt: string };

describe('GET /api/activity', () => {
  it('is for staff: 401 without a session, 200 for employee and admin', async () => {
    expect((await anon.get('/api/activity')).status).toBe(401);
    expect((await staff.get('/api/activity')).status).toBe(200);
    expect((await admin.get('/api/activity')).status).toBe(200);
  });

  it('lists newest first with who did what', async () => {
    const res = await staff.get('/api/activity');
    const entries = res.body.entries as Entry[];
    expect(entries.slice(0, 7).map((e) => e.entityId)).toEqual([...inquiryIds].reverse());
    expect(entries[0]).toMatchObject({
      action: 'inquiry.received',
      actorName: 'Visitor 7',
      entityType: 'inquiry',
      summary: 'New inquiry from Visitor 7: Subject 7',
    });
    expect(res.body.nextBefore).toBeNull();
  });

  it('pages with limit and the before cursor until nextBefore is null', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    for (let page = 0; page < 10; page++) {
      const res: { status: number; body: { entries: Entry[]; nextBefore: number | null } } = await staff.get(
        `/api/activity?limit=3${before ? `&before=${before}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.entries.length).toBeLessThanOrEqual(3);
      // Sign-ins are in the log too; this test follows the inquiries.
      seen.push(...res.body.entries.filter((e) => e.entityType === 'inquiry').map((e) => e.entityId));
      before = res.body.nextBefore;
      if (!before) break;
    }
    expect(seen).toEqual([...inquiryIds].reverse());
  });

  it("pages with page and pageSize like every list (what the activity screen asks): the cursor form's entries, in order, with the total", async () => {
    const cursor = (await staff.get('/api/activity?limit=500')).body.entries as Entry[];
    const seen: Entry[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await staff.get(`/api/activity?page=${page}&pageSize=3`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page, pageSize: 3, total: cursor.length });
      if (!res.body.items.length) break;
      seen.push(...(res.body.items as Entry[]));
    }
    expect(seen.map((e) => e.id)).toEqual(cursor.map((e) => e.id));
    // Past the end: no rows, the same total.
    const past = await staff.get('/api/activity?page=99&pageSize=3');
    expect(past.body).toMatchObject({ items: [], total: cursor.length });
  });

  it('narrows a page to a kind of record and a search, the total following', async () => {
    const res = await staff.get('/api/activity?page=1&pageSize=50&entityType=inquiry&q=visitor%203');
    expect(res.body.total).toBe(1);
    expect(res.body.items).toMatchObject([{ entityType: 'inquiry', entityId: inquiryIds[2], actorName: 'Visitor 3' }]);
  });

  it('shows a staff action with the staff member as actor', async () => {
    await staff.put(`/api/inquiries/${inquiryIds[0]}/status`, { status: 'resolved' });
    const [latest] = (await admin.get('/api/activity?limit=1')).body.entries as Entry[];
    expect(latest).toMatchObject({ action: 'inquiry.status', actorName: 'Marco Bellini', entityId: inquiryIds[0] });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=-1', 'limit'],
    ['before=0', 'before'],
    ['before=x', 'before'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const res = await staff.get(`/api/activity?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});
