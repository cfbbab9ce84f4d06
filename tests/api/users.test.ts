import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRows } from '../support/fixtures';
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

// Every failed sign-in counts against 127.0.0.1 (5 lock it for 15 minutes): this file makes at most 3.
const snapshot = () => ({
  users: tableRows(server, 'users'),
  sessions: tableRows(server, 'sessions'),
  activity: tableRows(server, 'activity_log'),
});
let serial = 0;
const password = 'a-long-enough-password';

async function createAccount(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const res = await admin.post('/api/users', {
    username: `person${serial}`,
    password,
    role: 'employee',
    email: `person${serial}@example.com`,
    firstName: 'Test',
    lastName: `Person ${serial}`,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; username: string; role: string };
}

async function signIn(username: string, pw = password) {
  const client = new ApiClient(server.url);
  const res = await client.post('/api/auth/login', { username, password: pw });
  return { client, status: res.status };
}

describe('GET /api/users', () => {
  it('is for admins only: 401 without a session, 403 for an employee', async () => {
    expect((await anon.get('/api/users')).status).toBe(401);
    const forbidden = await staff.get('/api/users');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You do not have permission to do this.');
  });

  it('lists accounts without any password hash', async () => {
    const res = await admin.get('/api/users');
    expect(res.status).toBe(200);
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['admin', 'staff']));
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|passwordHash|password_hash/i);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'canPublish',
      'createdAt',
      'disabled',
      'email',
      'firstName',
      'id',
      'lastName',
      'phone',
      'role',
      'updatedAt',
      'username',
    ]);
  });
});

describe('POST /api/users', () => {
  it('creates an employee or admin who can then sign in, and logs user.created', async () => {
    const res = await admin.post('/api/users', {
      username: '  New.Hire ',
      password,
      role: 'employee',
      email: 'hire@example.com',
      firstName: 'New',
      lastName: 'Hire',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'new.hire',
      role: 'employee',
      email: 'hire@example.com',
      firstName: 'New',
      lastName: 'Hire',
      disabled: false,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect((await signIn('new.hire')).status).toBe(200);
    expect(
      server.sqlite().prepare("select actor_name from activity_log where action = 'user.created' and entity_id = ?").get(res.body.id),
    ).toEqual({ actor_name: 'Alexandra Reid' });
    expect((await createAccount({ role: 'admin' })).role).toBe('admin');
  });

  it('answers 409 naming username for a taken one (any case), changing nothing', async () => {
    const before = snapshot();
    const res = await admin.post('/api/users', { username: 'STAFF', password, role: 'employee', email: 'someone.new@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ username: 'That username is already taken.' });
    expect(snapshot()).toEqual(before);
  });

  it("answers 409 naming email for another staff member's address (any case), changing nothing", async () => {
    const before = snapshot();
    const res = await admin.post('/api/users', { username: 'second.marco', password, role: 'employee', email: ' MARCO@Atelier.test ' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ email: 'Another staff account already uses this e-mail address.' });
    expect(snapshot()).toEqual(before);
  });

  it('keeps the address trimmed and in lower case', async () => {
    const res = await admin.post('/api/users', { username: 'case.check', password, role: 'employee', email: '  Case.Check@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe('case.check@example.com');
  });

  const good = { username: 'valid.name', password, role: 'employee', email: 'valid.name@example.com' };
  const bad: [string, unknown][] = [
    ['username', undefined],
    ['username', 'ab'],
    ['username', 'has space'],
    ['username', 'x'.repeat(33)],
    ['password', undefined],
    ['password', 'short'],
    ['password', 'x'.repeat(257)],
    ['role', undefined],
    ['role', 'customer'],
    ['role', 'owner'],
    ['email', undefined],
    ['email', ''],
    ['email', null],
    ['email', 'not-an-email'],
    ['firstName', 'x'.repeat(81)],
    ['lastName', 42],
  ];
  it.each(bad)('refuses a bad %s (%j) with a 400 naming it, creating nothing', async (field, value) => {
    const before = snapshot();
    const body: Record<string, unknown> = { ...good, [field]: value };
    if (value === undefined) delete body[field];
    const res = await admin.post('/api/users', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(snapshot()).toEqual(before);
  });

  it('refuses employees (403) and visitors (401), creating nothing', async () => {
    const before = snapshot();
    expect((await staff.post('/api/users', good)).status).toBe(403);
    expect((await anon.post('/api/users', good)).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('PUT /api/users/{id}/password (admin reset)', () => {
  it('sets the new password and signs that user out everywhere, the admin staying signed in', async () => {
    const user = await createAccount();
    const { client } = await signIn(user.username);
    const { client: secondDevice } = await signIn(user.username);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const res = await admin.put(`/api/users/${user.id}/password`, { password: 'brand-new-password-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset' });
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await secondDevice.get('/api/auth/me')).status).toBe(401);
    expect(server.sqlite().prepare('select count(*) as n from sessions where user_id = ?').get(user.id)).toEqual({ n: 0 });
    expect((await admin.get('/api/auth/me')).status).toBe(200);
    expect((await signIn(user.username)).status).toBe(401); // failed sign-in 1 of 3
    expect((await signIn(user.username, 'brand-new-password-1')).status).toBe(200);
    expect(
      server.sqlite().prepare("select count(*) as n from activity_log where action = 'user.password-reset' and entity_id = ?").get(user.id),
    ).toEqual({ n: 1 });
  });

  it('refuses a bad password, a missing one, an unknown id, employees and visitors, changing nothing', async () => {
    const user = await createAccount();
    const before = snapshot();
    const short = await admin.put(`/api/users/${user.id}/password`, { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: 'Password must be at least 10 characters' });
    expect((await admin.put(`/api/users/${user.id}/password`, {})).body.errors).toEqual({ password: 'Password is required' });
    expect((await admin.put('/api/users/999999/password', { password: 'long-enough-password' })).status).toBe(404);
    expect((await staff.put(`/api/users/${user.id}/password`, { password: 'long-enough-password' })).status).toBe(403);
    expect((await anon.put(`/api/users/${user.id}/password`, { password: 'long-enough-password' })).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('PUT /api/users/{id} (disable / enable)', () => {
  it('disabling ends the sessions and refuses sign-in; enabling lets the user back in', async () => {
    const user = await createAccount();
    const { client } = await signIn(user.username);
    const res = await admin.put(`/api/users/${user.id}`, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, disabled: true });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect(server.sqlite().prepare('select count(*) as n from sessions where user_id = ?').get(user.id)).toEqual({ n: 0 });
    expect((await signIn(user.username)).status).toBe(401); // failed sign-in 2 of 3
    const enabled = await admin.put(`/api/users/${user.id}`, { disabled: false });
    expect(enabled.body.disabled).toBe(false);
    expect((await signIn(user.username)).status).toBe(200);
    const actions = server
      .sqlite()
      .prepare("select action from activity_log where entity_type = 'user' and entity_id = ? and action like 'user.%' order by id")
      .all(user.id);
    expect(actions).toEqual([{ action: 'user.created' }, { action: 'user.disabled' }, { action: 'user.enabled' }]);
  });

  it('lets an admin disable another admin but never themself (409)', async () => {
    const other = await createAccount({ role: 'admin' });
    const { client: otherAdmin } = await signIn(other.username);
    const self = await otherAdmin.put(`/api/users/${other.id}`, { disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot disable your own account.');
    const me = server.sqlite().prepare("select id from users where username = 'admin'").get() as { id: number };
    expect((await admin.put(`/api/users/${me.id}`, { disabled: true })).status).toBe(409);
    expect((await admin.put(`/api/users/${other.id}`, { disabled: true })).status).toBe(200);
    expect((await otherAdmin.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses bad bodies, unknown ids, employees and visitors, changing nothing', async () => {
    const user = await createAccount();
    const before = snapshot();
    for (const body of [{}, { disabled: 'yes' }, { disabled: 1 }, { disabled: null }]) {
      const res = await admin.put(`/api/users/${user.id}`, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['disabled']);
    }
    expect((await admin.put('/api/users/999999', { disabled: true })).status).toBe(404);
    expect((await admin.put('/api/users/0', { disabled: true })).status).toBe(404);
    expect((await staff.put(`/api/users/${user.id}`, { disabled: true })).status).toBe(403);
    expect((await anon.put(`/api/users/${user.id}`, { disabled: true })).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('PUT /api/auth/password (change own password)', () => {
  it('changes the password and rotates the session: the old cookie is refused, a new one works, other devices are signed out', async () => {
    const user = await createAccount();
    const { client: here } = await signIn(user.username);
    const { client: elsewhere } = await signIn(user.username);
    const oldCookie = here.cookie;
    const res = await here.put('/api/auth/password', {
      currentPassword: password,
      newPassword: 'changed-password-99',
      confirmPassword: 'changed-password-99',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed' });
    // A fresh token in a cookie with the same attributes as at sign-in.
    const issued = res.headers.getSetCookie().find((c) => /^session=[^;]+;/.test(c));
    expect(issued).toMatch(/; HttpOnly/i);
    expect(issued).toMatch(/; SameSite=Lax/i);
    expect(issued).toMatch(/; Path=\//i);
    expect(here.cookie).not.toBe(oldCookie);
    expect((await here.get('/api/auth/me')).status).toBe(200);
    const stale = new ApiClient(server.url);
    stale.cookie = oldCookie;
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
    expect(server.sqlite().prepare('select count(*) as n from sessions where user_id = ?').get(user.id)).toEqual({ n: 1 });
    expect((await signIn(user.username)).status).toBe(401); // failed sign-in 3 of 3
    expect((await signIn(user.username, 'changed-password-99')).status).toBe(200);
    expect(
      server.sqlite().prepare("select actor_name from activity_log where action = 'user.password-changed' and entity_id = ?").get(user.id),
    ).toEqual({ actor_name: `Test Person ${serial}` });
  });

  it('works for an admin too', async () => {
    const user = await createAccount({ role: 'admin' });
    const { client } = await signIn(user.username);
    const res = await client.put('/api/auth/password', {
      currentPassword: password,
      newPassword: 'admin-changed-pass',
      confirmPassword: 'admin-changed-pass',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong current password (logged), a mismatch, a short or missing one and visitors, changing nothing', async () => {
    const user = await createAccount();
    const { client } = await signIn(user.username);
    const before = snapshot();
    const wrong = await client.put('/api/auth/password', {
      currentPassword: 'not-my-password',
      newPassword: 'whatever-password',
      confirmPassword: 'whatever-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const cases: [Record<string, unknown>, string][] = [
      [{ currentPassword: password, newPassword: 'whatever-password', confirmPassword: 'other-password-x' }, 'confirmPassword'],
      [{ currentPassword: password, newPassword: 'short', confirmPassword: 'short' }, 'newPassword'],
      [{ newPassword: 'whatever-password', confirmPassword: 'whatever-password' }, 'currentPassword'],
      [{ currentPassword: password, confirmPassword: 'whatever-password' }, 'newPassword'],
      [{ currentPassword: password, newPassword: 'whatever-password' }, 'confirmPassword'],
    ];
    for (const [body, field] of cases) {
      const res = await client.put('/api/auth/password', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect(
      (
        await anon.put('/api/auth/password', {
          currentPassword: password,
          newPassword: 'whatever-password',
          confirmPassword: 'whatever-password',
        })
      ).status,
    ).toBe(401);
    // Nothing changed; the wrong current password alone is logged (issue 21: a stolen session guessing shows).
    const after = snapshot();
    expect({ users: after.users, sessions: after.sessions }).toEqual({ users: before.users, sessions: before.sessions });
    const added = after.activity.slice(before.activity.length) as { action: string; entity_id: number }[];
    expect(added.map((row) => [row.action, row.entity_id])).toEqual([['auth.password-change-failed', user.id]]);
  });

  it('answers 429 after 5 wrong current passwords', async () => {
    const user = await createAccount();
    const { client } = await signIn(user.username);
    const body = { currentPassword: 'wrong-guess', newPassword: 'whatever-password', confirmPassword: 'whatever-password' };
    for (let i = 0; i < 5; i++) expect((await client.put('/api/auth/password', body)).status).toBe(400);
    const sixth = await client.put('/api/auth/password', { ...body, currentPassword: password });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
