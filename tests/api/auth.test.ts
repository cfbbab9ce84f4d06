import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS, ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('POST /api/auth/login', () => {
  it('refuses a wrong password with the spec message and no session', async () => {
    const api = new ApiClient(server.url);
    const res = await api.post('/api/auth/login', { username: 'staff', password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ authenticated: false, message: 'Invalid username or password. Please try again.' });
    expect(api.cookie).toBe('');
    expect((await api.get('/api/auth/me')).status).toBe(401);
  });

  it('gives an unknown user the same answer as a wrong password', async () => {
    const res = await new ApiClient(server.url).post('/api/auth/login', { username: 'nobody-here', password: 'whatever' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid username or password. Please try again.');
  });

  it('signs in an employee: {authenticated, role}, an HttpOnly SameSite=Lax cookie, and me knows them', async () => {
    const api = new ApiClient(server.url);
    const res = await api.post('/api/auth/login', { username: 'staff', password: TEST_ACCOUNTS.employee.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authenticated: true, role: 'employee' });
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await api.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ authenticated: true, role: 'employee', user: { username: 'staff' } });
  });

  it('stores only the hash of the session token', async () => {
    const api = new ApiClient(server.url);
    await api.loginAs('admin');
    const token = api.cookie.split('=')[1];
    const ids = server.sqlite().prepare('select id from sessions').all() as { id: string }[];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((r) => r.id === token)).toBe(false);
    expect(ids.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('refuses a customer account with the access-denied message', async () => {
    const res = await new ApiClient(server.url).post('/api/auth/login', {
      username: 'customer',
      password: TEST_ACCOUNTS.customer.password,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Access denied. You do not have permission to access the employee portal.');
  });

  it('names missing fields and refuses non-JSON bodies', async () => {
    const api = new ApiClient(server.url);
    const missing = await api.post('/api/auth/login', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    const form = await api.post('/api/auth/login', 'username=staff&password=x', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
    });
    expect(form.status).toBe(415);
    const malformed = await api.post('/api/auth/login', '{"username":', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');
  });
});

describe('POST /api/auth/logout', () => {
  it('invalidates the session on the server: the old cookie is refused afterwards', async () => {
    const api = new ApiClient(server.url);
    await api.loginAs('employee');
    const stolen = api.cookie;
    expect((await api.post('/api/auth/logout')).status).toBe(200);
    const replay = new ApiClient(server.url);
    replay.cookie = stolen;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
  });
});

describe('admin gate', () => {
  it('checks the password against the admin account', async () => {
    const api = new ApiClient(server.url);
    const wrong = await api.post('/api/auth/admin-login', { password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid password. Please try again.');
    const right = await api.post('/api/auth/admin-login', { password: TEST_ACCOUNTS.admin.password });
    expect(right.body).toMatchObject({ authenticated: true, role: 'admin' });
    expect((await api.get('/api/auth/me')).body.role).toBe('admin');
  });
});

describe('login throttling', () => {
  // Its own server: the per-address counter must start at zero.
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({ seed: false });
  });
  afterAll(() => fresh?.stop());

  it('answers 429 after 5 failures, even with the right password', async () => {
    const api = new ApiClient(fresh.url);
    for (let i = 0; i < 5; i++) expect((await api.post('/api/auth/login', { username: 'staff', password: `bad-${i}` })).status).toBe(401);
    const sixth = await api.post('/api/auth/login', { username: 'staff', password: TEST_ACCOUNTS.employee.password });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('staff pages are guarded on the server', () => {
  it('redirects /employee and /admin to their logins without a session', async () => {
    const api = new ApiClient(server.url);
    const employee = await api.get('/employee/inventory');
    expect(employee.status).toBe(302);
    expect(employee.headers.get('location')).toBe('/employee/login?next=%2Femployee%2Finventory');
    const admin = await api.get('/admin');
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toMatch(/^\/admin\/login/);
  });
});
