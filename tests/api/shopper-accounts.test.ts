// Shopper accounts (issue 22): one-time e-mailed sign-in links, shopper sessions kept apart from staff sessions.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS, ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { CookieClient, signInShopper, signInToken } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
let n = 0;
// Each test comes from its own address (TRUST_PROXY=1): the per-client limit is tested on its own.
const from = () => ({ 'x-forwarded-for': `198.51.100.${++n}` });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const writable = () => new Database(path.join(server.dataDir, 'dealership.sqlite'));

describe('a sign-in link opened in a browser that did not ask for it (a planted link)', () => {
  it('is only described until confirmed: nothing is used, signed in or merged; confirmed, it signs in and merges', async () => {
    const owner = new CookieClient(server.url, from());
    const before = smtp.messages.length;
    expect((await owner.post('/api/shopper/sign-in/link', { email: 'planter@example.com' })).status).toBe(202);
    const token = await signInToken(smtp, 'planter@example.com', before);
    const vehicleId = server.sqlite().prepare("select id from vehicles where status = 'available' order by id limit 1").pluck().get();
    const victim = new CookieClient(server.url, from());

    expect((await victim.post('/api/shopper/sign-in/check', { token })).body).toEqual({ email: 'p…@example.com', sameBrowser: false });
    const unconfirmed = await victim.post('/api/shopper/sign-in/verify', { token, saved: [vehicleId] });
    expect(unconfirmed.status).toBe(400);
    expect(Object.keys(unconfirmed.body.errors)).toEqual(['confirmed']);
    expect(victim.cookies.has('shopper')).toBe(false);
    // Not used: the account a link makes on first use does not exist yet, and the link still opens.
    expect(server.sqlite().prepare("select count(*) from users where email = 'planter@example.com'").pluck().get()).toBe(0);
    expect((await owner.post('/api/shopper/sign-in/check', { token })).body).toEqual({ email: 'p…@example.com', sameBrowser: true });
    const refused = await victim.post('/api/shopper/sign-in/check', { token: 'A'.repeat(43) });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['token']);

    const confirmed = await victim.post('/api/shopper/sign-in/verify', { token, saved: [vehicleId], confirmed: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ signedIn: true, shopper: { email: 'planter@example.com' }, saved: [vehicleId] });
  });

  it('is one click in the browser that asked, for each of its last links', async () => {
    const client = new CookieClient(server.url, from());
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const before = smtp.messages.length;
      await client.post('/api/shopper/sign-in/link', { email: 'twice@example.com' });
      tokens.push(await signInToken(smtp, 'twice@example.com', before));
    }
    expect((await client.post('/api/shopper/sign-in/check', { token: tokens[0] })).body.sameBrowser).toBe(true);
    expect((await client.post('/api/shopper/sign-in/verify', { token: tokens[0] })).status).toBe(200);
  });
});

describe('the e-mailed sign-in link', () => {
  it('signs a new shopper in once, with a session cookie of their own, as a customer', async () => {
    const client = new CookieClient(server.url, from());
    const before = smtp.messages.length;
    const asked = await client.post('/api/shopper/sign-in/link', { email: 'New.Shopper@Example.com' });
    expect(asked.status).toBe(202);
    const token = await signInToken(smtp, 'new.shopper@example.com', before);
    const mail = smtp.messages.at(-1)!;
    expect(mail.text).toContain('15 minutes');
    // Only its hash is stored.
    const rows = server.sqlite().prepare('select token_hash from shopper_sign_in_links').all() as { token_hash: string }[];
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);

    const used = await client.post('/api/shopper/sign-in/verify', { token });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ signedIn: true, shopper: { email: 'new.shopper@example.com' }, saved: [] });
    expect([...client.cookies.keys()].sort()).toEqual(['amg_shopper', 'shopper', 'shopper-link']);
    expect((await client.get('/api/shopper/me')).body).toMatchObject({ signedIn: true });
    const user = server.sqlite().prepare("select role, username from users where email = 'new.shopper@example.com'").get();
    expect(user).toEqual({ role: 'customer', username: 'new.shopper@example.com' });

    // Used once: a second use is refused, and the session it made stays the only one.
    const again = await new CookieClient(server.url, from()).post('/api/shopper/sign-in/verify', { token });
    expect(again.status).toBe(400);
    expect(again.body.errors.token).toMatch(/expired or was already used/);
  });

  it('does not work after 15 minutes', async () => {
    const client = new CookieClient(server.url, from());
    const before = smtp.messages.length;
    await client.post('/api/shopper/sign-in/link', { email: 'late@example.com' });
    const token = await signInToken(smtp, 'late@example.com', before);
    const db = writable();
    db.prepare("update shopper_sign_in_links set expires_at = ? where email = 'late@example.com'").run(Date.now() - 1000);
    db.close();
    const used = await client.post('/api/shopper/sign-in/verify', { token });
    expect(used.status).toBe(400);
    expect(client.cookies.has('shopper')).toBe(false);
    expect(server.sqlite().prepare("select count(*) n from users where email = 'late@example.com'").get()).toEqual({ n: 0 });
  });

  it('answers the same whether or not the address has an account', async () => {
    await signInShopper(server.url, smtp, 'known@example.com', from());
    const known = await new CookieClient(server.url, from()).post('/api/shopper/sign-in/link', { email: 'known@example.com' });
    const unknown = await new CookieClient(server.url, from()).post('/api/shopper/sign-in/link', { email: 'nobody-here@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
  });

  it('sends at most 3 links to one address per quarter-hour, answering the same past that', async () => {
    const before = smtp.messages.length;
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await new CookieClient(server.url, from()).post('/api/shopper/sign-in/link', { email: 'flood@example.com' }));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.slice(before).filter((m) => JSON.stringify(m.to).includes('flood@example.com'))).toHaveLength(3);
  });

  it('stops one client with many IPv6 addresses of one /64 after 10 links, while another client still gets one', async () => {
    const attacker = (i: number) => ({ 'x-forwarded-for': `2001:db8:aa:bb:${i.toString(16)}::1` });
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await new CookieClient(server.url, attacker(i)).post('/api/shopper/sign-in/link', { email: `x${i}@example.com` })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
    const customer = await new CookieClient(server.url, { 'x-forwarded-for': '2001:db8:cc:dd::7' }).post('/api/shopper/sign-in/link', {
      email: 'real@example.com',
    });
    expect(customer.status).toBe(202);
  });

  it('names the field of a bad address and stores nothing', async () => {
    const before = (server.sqlite().prepare('select count(*) n from shopper_sign_in_links').get() as { n: number }).n;
    const res = await new CookieClient(server.url, from()).post('/api/shopper/sign-in/link', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: 'Please enter a valid email address.' });
    expect((server.sqlite().prepare('select count(*) n from shopper_sign_in_links').get() as { n: number }).n).toBe(before);
  });
});

describe('a shopper session', () => {
  it('is refused by every staff operation of the API reference, and by the staff pages', async () => {
    const shopper = await signInShopper(server.url, smtp, 'curious@example.com', from());
    const doc = (await shopper.get('/api/openapi.json')).body;
    const staffOps = Object.entries(doc.paths).flatMap(([p, item]: [string, any]) =>
      Object.entries(item)
        .filter(([, op]: [string, any]) => op['x-access'] !== 'public')
        .map(([method]) => ({
          method: method.toUpperCase(),
          path: p.replace(/\{[^}]+\}/g, (m) => (m === '{type}' ? 'offer' : m === '{file}' ? 'x.jpg' : '1')),
        })),
    );
    expect(staffOps.length).toBeGreaterThan(40);
    for (const op of staffOps) {
      const res = await shopper.request(op.method, op.path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
    }
    for (const page of ['/employee', '/employee/inventory', '/admin', '/admin/settings']) {
      const res = await shopper.get(page);
      expect(res.status, page).toBe(302);
      expect(res.headers.get('location')).toMatch(/\/(employee|admin)\/login/);
    }
    expect((await shopper.get('/api/auth/me')).status).toBe(401);
  });

  it("never makes or elevates a staff account: signing in with a staff member's address is a separate customer", async () => {
    const staffBefore = server
      .sqlite()
      .prepare("select id, role, username, password_hash from users where username = 'staff'")
      .get() as any;
    const staffEmail =
      (server.sqlite().prepare("select email from users where username = 'staff'").get() as { email: string | null }).email ??
      'staff-member@example.com';
    const shopper = await signInShopper(server.url, smtp, staffEmail, from());
    expect((await shopper.get('/api/users')).status).toBe(401);
    expect(server.sqlite().prepare("select id, role, username, password_hash from users where username = 'staff'").get()).toEqual(
      staffBefore,
    );
    const customers = server.sqlite().prepare('select role from users where username = ?').all(staffEmail.toLowerCase());
    expect(customers).toEqual([{ role: 'customer' }]);
    // A shopper account cannot be opened at the staff sign-in either.
    const login = await new ApiClient(server.url).post('/api/auth/login', {
      username: staffEmail,
      password: TEST_ACCOUNTS.employee.password,
    });
    expect(login.status).toBe(401);
    expect(login.headers.getSetCookie()).toEqual([]);
  });

  it('ends after 14 days unused and 90 days after sign-in, and at sign-out', async () => {
    const idle = await signInShopper(server.url, smtp, 'idle@example.com', from());
    const old = await signInShopper(server.url, smtp, 'old@example.com', from());
    const db = writable();
    const id = (email: string) => (db.prepare('select id from users where username = ?').get(email) as { id: number }).id;
    db.prepare('update shopper_sessions set expires_at = ? where user_id = ?').run(Date.now() - 1, id('idle@example.com'));
    db.prepare('update shopper_sessions set created_at = ? where user_id = ?').run(Date.now() - 91 * 86_400_000, id('old@example.com'));
    db.close();
    for (const client of [idle, old]) {
      expect((await client.get('/api/shopper/me')).body).toEqual({ signedIn: false });
      expect(client.cookies.has('shopper')).toBe(false);
    }
    const leaving = await signInShopper(server.url, smtp, 'leaving@example.com', from());
    const cookie = leaving.cookieHeader;
    expect((await leaving.post('/api/shopper/sign-out')).status).toBe(204);
    const replay = await fetch(`${server.url}/api/shopper/me`, { headers: { cookie } });
    expect(await replay.json()).toEqual({ signedIn: false });
  });

  it('does not open the shopper API to a staff session', async () => {
    const staff = await new ApiClient(server.url).loginAs('employee');
    const res = await staff.get('/api/shopper/saved-vehicles');
    expect(res.status).toBe(401);
  });
});
