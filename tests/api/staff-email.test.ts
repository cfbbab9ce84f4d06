import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

/**
 * Staff can be reached (issue 40 item 4, issue 42 item 3): a staff member without an e-mail address is asked for
 * one on signing in, before any portal page; an employee may put it off for the browser's session, the admin may not.
 * The form is a plain post (it works without JavaScript) answered Post/Redirect/Get.
 */

let server: TestServer;
let admin: ApiClient;
const password = 'a-long-enough-password';
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(async () => {
  await server?.stop();
});

/** A staff account without an e-mail address (as accounts made before addresses were asked for), signed in. */
async function staffWithoutEmail(role: 'employee' | 'admin') {
  serial += 1;
  const username = `no.email${serial}`;
  const created = await admin.post('/api/users', { username, password, role, email: `${username}@example.com` });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const db = writableDb(server);
  db.prepare('update users set email = null where id = ?').run(created.body.id);
  db.close();
  const client = new ApiClient(server.url);
  expect((await client.post('/api/auth/login', { username, password })).status).toBe(200);
  return { client, id: created.body.id as number };
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};
const storedEmail = (id: number) =>
  (server.sqlite().prepare('select email from users where id = ?').get(id) as { email: string | null }).email;

describe('the first sign-in step', () => {
  it('sends an employee without an address to the step, saves it (lower case) and goes on to the page asked for', async () => {
    const { client, id } = await staffWithoutEmail('employee');
    const page = await client.get('/employee/inquiries?status=new');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/employee/email?next=%2Femployee%2Finquiries%3Fstatus%3Dnew');
    // The API is not in the way: the step is for pages.
    expect((await client.get('/api/auth/me')).status).toBe(200);

    const step = await client.get('/employee/email?next=%2Femployee%2Finquiries%3Fstatus%3Dnew');
    expect(step.status).toBe(200);
    expect(step.body).toContain('Your e-mail address');
    expect(step.body).toContain('Not now');

    const bad = await client.post('/employee/email?next=%2Femployee%2Finquiries', form({ email: 'not-an-email', action: 'save' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Please enter a valid email address.');
    expect(storedEmail(id)).toBeNull();

    const taken = await client.post('/employee/email?next=%2Femployee%2Finquiries', form({ email: 'Marco@Atelier.test', action: 'save' }));
    expect(taken.status).toBe(400);
    expect(taken.body).toContain('Another staff account already uses this e-mail address.');
    expect(storedEmail(id)).toBeNull();

    const saved = await client.post(
      '/employee/email?next=%2Femployee%2Finquiries',
      form({ email: '  New.Person@Example.com ', action: 'save' }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/employee/inquiries');
    expect(storedEmail(id)).toBe('new.person@example.com');
    expect((await client.get('/employee/inquiries')).status).toBe(200);
    const logged = server.sqlite().prepare("select count(*) as n from activity_log where action = 'user.email' and entity_id = ?").get(id);
    expect(logged).toEqual({ n: 1 });
  });

  it('lets an employee put it off for this browser session only', async () => {
    const { client, id } = await staffWithoutEmail('employee');
    const later = await client.post('/employee/email?next=%2Femployee', form({ action: 'later' }));
    expect(later.status).toBe(303);
    const cookie = later.headers.getSetCookie().find((c) => c.startsWith('staff-email-later='));
    expect(cookie).toBeDefined();
    // A session cookie: gone when the browser closes, so the next sign-in asks again.
    expect(cookie).not.toMatch(/max-age|expires/i);
    const session = client.cookie;
    client.cookie = `${session}; ${cookie!.split(';')[0]}`;
    expect((await client.get('/employee')).status).toBe(200);
    client.cookie = session;
    expect((await client.get('/employee')).status).toBe(302);
    expect(storedEmail(id)).toBeNull();
  });

  it('never lets the admin skip it, on either area', async () => {
    const { client, id } = await staffWithoutEmail('admin');
    expect((await client.get('/admin/settings')).headers.get('location')).toBe('/employee/email?next=%2Fadmin%2Fsettings');
    const step = await client.get('/employee/email?next=%2Fadmin%2Fsettings');
    expect(step.body).not.toContain('Not now');
    const later = await client.post('/employee/email?next=%2Fadmin%2Fsettings', form({ action: 'later' }));
    expect(later.status).toBe(400);
    expect(later.body).toContain('The admin account needs an e-mail address.');
    expect(later.headers.getSetCookie().some((c) => c.startsWith('staff-email-later='))).toBe(false);
    expect((await client.get('/admin/settings')).status).toBe(302);

    const saved = await client.post('/employee/email?next=%2Fadmin%2Fsettings', form({ email: 'owner@example.com', action: 'save' }));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/settings');
    expect(storedEmail(id)).toBe('owner@example.com');
    expect((await client.get('/admin/settings')).status).toBe(200);
  });

  it('never sends elsewhere: a foreign next goes to the portal home', async () => {
    const { client } = await staffWithoutEmail('employee');
    const saved = await client.post(
      '/employee/email?next=%2F%2Fevil.example',
      form({ email: `safe${serial}@example.com`, action: 'save' }),
    );
    expect(saved.headers.get('location')).toBe('/employee');
  });

  it('a staff member with an address never sees the step, and visitors are sent to sign in', async () => {
    expect((await admin.get('/admin/settings')).status).toBe(200);
    expect((await new ApiClient(server.url).get('/employee/email')).status).toBe(302);
  });
});
