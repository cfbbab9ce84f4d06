import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

/**
 * Every new lead gets its owner by the rule the admin picks (issue 40 item 3), in the one lead pipeline:
 * round robin among chosen staff, by lead type, or one person; none leaves leads unassigned.
 */

let server: TestServer;
let admin: ApiClient;
let staff: ApiClient;
let ids: { admin: number; staff: number; other: number };
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } });
  admin = await new ApiClient(server.url).loginAs('admin');
  staff = await new ApiClient(server.url).loginAs('employee');
  const users = (await admin.get('/api/users')).body as { id: number; username: string }[];
  const other = await admin.post('/api/users', {
    username: 'third.seller',
    password: 'a-long-enough-password',
    role: 'employee',
    email: 'third@example.com',
  });
  expect(other.status).toBe(201);
  ids = {
    admin: users.find((u) => u.username === 'admin')!.id,
    staff: users.find((u) => u.username === 'staff')!.id,
    other: other.body.id,
  };
});
afterAll(async () => {
  await server?.stop();
});

async function newInquiry(): Promise<number> {
  serial += 1;
  const res = await new ApiClient(server.url).post('/api/inquiries', {
    name: `Owner Test ${serial}`,
    email: `owner.test${serial}@example.com`,
    subject: 'Is it available?',
    message: 'I would like to know more.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const ownerOf = async (id: number) => (await staff.get(`/api/inquiries/${id}`)).body.ownerId as number | null;

describe('the assignment rule', () => {
  it('leaves new leads unassigned until the admin picks a rule', async () => {
    expect((await admin.get('/api/settings/lead-assignment')).body).toEqual({ mode: 'none' });
    expect(await ownerOf(await newInquiry())).toBeNull();
  });

  it('round robin: the chosen staff in turn', async () => {
    const saved = await admin.put('/api/settings/lead-assignment', { mode: 'round-robin', userIds: [ids.staff, ids.other] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const owners = [];
    for (let i = 0; i < 4; i++) owners.push(await ownerOf(await newInquiry()));
    const first = owners[0];
    const second = first === ids.staff ? ids.other : ids.staff;
    expect(owners).toEqual([first, second, first, second]);
  });

  it('one person, and by lead type', async () => {
    expect((await admin.put('/api/settings/lead-assignment', { mode: 'one', userId: ids.admin })).status).toBe(200);
    expect(await ownerOf(await newInquiry())).toBe(ids.admin);
    expect((await admin.put('/api/settings/lead-assignment', { mode: 'by-type', byType: { inquiry: ids.other } })).status).toBe(200);
    expect(await ownerOf(await newInquiry())).toBe(ids.other);
  });

  it('skips an account disabled since the rule was saved', async () => {
    const gone = await admin.post('/api/users', {
      username: 'leaving.soon',
      password: 'a-long-enough-password',
      role: 'employee',
      email: 'leaving@example.com',
    });
    expect((await admin.put('/api/settings/lead-assignment', { mode: 'one', userId: gone.body.id })).status).toBe(200);
    expect((await admin.put(`/api/users/${gone.body.id}`, { disabled: true })).status).toBe(200);
    expect(await ownerOf(await newInquiry())).toBeNull();
  });

  it('refuses a bad rule with a 400 naming the field, and employees with a 403, changing nothing', async () => {
    const before = (await admin.get('/api/settings/lead-assignment')).body;
    const empty = await admin.put('/api/settings/lead-assignment', { mode: 'round-robin', userIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ userIds: 'Choose at least one staff member' });
    const stranger = await admin.put('/api/settings/lead-assignment', { mode: 'one', userId: 999_999 });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toEqual({ userId: 'Choose enabled staff accounts only.' });
    const customer = (await admin.get('/api/users')).body.find((u: { role: string }) => u.role === 'customer');
    expect((await admin.put('/api/settings/lead-assignment', { mode: 'one', userId: customer.id })).status).toBe(400);
    expect((await admin.put('/api/settings/lead-assignment', { mode: 'lottery' })).body.errors).toEqual({
      mode: 'Mode must be one of: none, one, round-robin, by-type',
    });
    expect((await staff.put('/api/settings/lead-assignment', { mode: 'none' })).status).toBe(403);
    expect((await staff.get('/api/settings/lead-assignment')).status).toBe(403);
    expect((await admin.get('/api/settings/lead-assignment')).body).toEqual(before);
  });
});

describe('PUT /api/inquiries/{id}/owner', () => {
  it('an employee takes an unassigned lead and hands on their own, never one another owns; the admin any; each change logged', async () => {
    expect((await admin.put('/api/settings/lead-assignment', { mode: 'none' })).status).toBe(200);
    const id = await newInquiry();
    const taken = await staff.put(`/api/inquiries/${id}/owner`, { ownerId: ids.staff });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ id, ownerId: ids.staff });

    const handed = await staff.put(`/api/inquiries/${id}/owner`, { ownerId: ids.other });
    expect(handed.status).toBe(200);
    expect(await ownerOf(id)).toBe(ids.other);

    const refused = await staff.put(`/api/inquiries/${id}/owner`, { ownerId: ids.staff });
    expect(refused.status).toBe(403);
    expect(await ownerOf(id)).toBe(ids.other);

    const byAdmin = await admin.put(`/api/inquiries/${id}/owner`, { ownerId: null });
    expect(byAdmin.status).toBe(200);
    expect(await ownerOf(id)).toBeNull();

    const log = server
      .sqlite()
      .prepare("select actor_name as actor, summary from activity_log where action = 'inquiry.owner' and entity_id = ? order by id")
      .all(id);
    expect(log).toEqual([
      { actor: 'Marco Bellini', summary: `Lead #${id} assigned to staff` },
      { actor: 'Marco Bellini', summary: `Lead #${id} assigned to third.seller` },
      { actor: 'Alexandra Reid', summary: `Lead #${id} left unassigned` },
    ]);
  });

  it('refuses an owner who is not enabled staff (400 naming ownerId), an unknown lead (404) and visitors (401)', async () => {
    const id = await newInquiry();
    const customer = (await admin.get('/api/users')).body.find((u: { role: string }) => u.role === 'customer');
    const bad = await admin.put(`/api/inquiries/${id}/owner`, { ownerId: customer.id });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ ownerId: 'Choose an enabled staff account.' });
    expect((await admin.put(`/api/inquiries/${id}/owner`, { ownerId: 'x' })).body.errors).toHaveProperty('ownerId');
    expect((await admin.put('/api/inquiries/999999/owner', { ownerId: null })).status).toBe(404);
    expect((await new ApiClient(server.url).put(`/api/inquiries/${id}/owner`, { ownerId: null })).status).toBe(401);
    expect(await ownerOf(id)).toBeNull();
  });
});
