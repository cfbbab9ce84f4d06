import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS, startTestServer, type TestServer } from '../support/test-server';

type Answer = { status: number; body: any; headers: http.IncomingHttpHeaders; cookie: string; device: string };

/**
 * POST JSON from a chosen loopback address (127.0.0.0/8 all reach the server), as distinct clients would;
 * `forwardedFor` stands for the address a reverse proxy saw (servers started with TRUST_PROXY=1).
 */
function postFrom(server: TestServer, from: string, path: string, body: unknown, cookie = '', forwardedFor?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      new URL(path, server.url),
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: server.url,
          ...(cookie ? { cookie } : {}),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          const set = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
          resolve({
            status: res.statusCode ?? 0,
            body: text ? JSON.parse(text) : null,
            headers: res.headers,
            cookie: set.find((c) => /session=./.test(c)) ?? '',
            device: set.find((c) => /^device-\d+=./.test(c)) ?? '',
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const staff = TEST_ACCOUNTS.employee;
const admin = TEST_ACCOUNTS.admin;

describe('login throttling (default limits)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.stop());

  it('reserves each attempt before hashing: of 40 wrong passwords sent at once, 5 are checked; the right one after them is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postFrom(server, '127.0.0.2', '/api/auth/login', { username: 'staff', password: `wrong-${i}` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const right = await postFrom(server, '127.0.0.2', '/api/auth/login', { username: 'staff', password: staff.password });
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
    expect(right.cookie).toBe('');
  });

  it('cannot lock out the only admin: failures from other addresses never refuse the right password from their device or their own address', async () => {
    const earlier = await postFrom(server, '127.0.0.6', '/api/auth/login', { gate: 'admin', password: admin.password });
    expect(earlier.status).toBe(200);
    expect(earlier.device).toMatch(/^device-\d+=/);
    const statuses: number[] = [];
    for (const from of ['127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      for (let i = 0; i < 6; i++)
        statuses.push((await postFrom(server, from, '/api/auth/login', { gate: 'admin', password: `guess-${from}-${i}` })).status);
    }
    // 5 free guesses at the account, then one per growing delay (1 s, 2 s, 4 s, …), from any address.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(8);
    expect(statuses.filter((s) => s === 429).length).toBe(18 - checked);
    // The admin's browser carries its device cookie: in at once, from any address.
    const right = await postFrom(server, '127.0.0.9', '/api/auth/login', { gate: 'admin', password: admin.password }, earlier.device);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ authenticated: true, role: 'admin' });
    // Without the cookie, from the address the admin signed in from before: in as well.
    const atDesk = await postFrom(server, '127.0.0.6', '/api/auth/login', { gate: 'admin', password: admin.password });
    expect(atDesk.status).toBe(200);
  });
});

describe('login throttling per account', () => {
  // A high address limit (as the browser tests use) leaves the account limit alone to act.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { LOGIN_ADDRESS_LIMIT: '1000' } });
  });
  afterAll(() => server?.stop());

  it('lets 5 parallel guesses through, then slows a failing address down with growing delays, never the admin with their device', async () => {
    const earlier = await postFrom(server, '127.0.0.8', '/api/auth/login', { gate: 'admin', password: admin.password });
    expect(earlier.status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postFrom(server, '127.0.0.7', '/api/auth/login', { gate: 'admin', password: `burst-${i}` })),
    );
    // 5 are checked at once; on a loaded machine the burst may take over a second to arrive, letting one delayed attempt in.
    const checked = burst.filter((a) => a.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(7);
    const waits = burst.filter((a) => a.status === 429).map((a) => Number(a.headers['retry-after']));
    expect(waits.length).toBe(20 - checked);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1);

    await new Promise((r) => setTimeout(r, Math.max(...waits) * 1000 + 100));
    expect((await postFrom(server, '127.0.0.7', '/api/auth/login', { gate: 'admin', password: 'after-the-wait' })).status).toBe(401);
    const slower = await postFrom(server, '127.0.0.7', '/api/auth/login', { gate: 'admin', password: 'too-soon' });
    expect(slower.status).toBe(429);
    expect(Number(slower.headers['retry-after'])).toBeGreaterThanOrEqual(2);

    const right = await postFrom(server, '127.0.0.10', '/api/auth/login', { gate: 'admin', password: admin.password }, earlier.device);
    expect(right.status).toBe(200);
  });
});

describe('guessing from many addresses (behind a proxy: TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.stop());

  // The admin's browser, signed in before any attack: it holds the account's device cookie.
  let adminDevice = '';
  beforeAll(async () => {
    adminDevice = (await postFrom(server, '127.0.3.1', '/api/auth/login', { gate: 'admin', password: admin.password }, '', '198.51.100.50'))
      .device;
  });

  const login = (forwardedFor: string, body: unknown, cookie = '') =>
    postFrom(server, '127.0.3.1', '/api/auth/login', body, cookie, forwardedFor);

  it('does not let a stranger guessing from new addresses keep the admin out after one typo at their own address', async () => {
    const desk = '2001:db8:a11:1::10';
    const earlier = await login(desk, { gate: 'admin', password: admin.password });
    expect(earlier.status).toBe(200);
    expect((await login(desk, { gate: 'admin', password: 'one typo' })).status).toBe(401);
    // A stranger, a fresh address in a fresh /64 for every guess, one guess a second.
    const stranger: number[] = [];
    for (let i = 0; i < 10; i++) {
      stranger.push((await login(`2001:db8:b0b:${i.toString(16)}::1`, { gate: 'admin', password: `guess-${i}` })).status);
      await new Promise((r) => setTimeout(r, 500));
    }
    // 5 free guesses at the account, then one after 1, 2, 4 … s (the last may land after a delay ran out).
    expect(stranger.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(stranger.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    // The admin at their own desk, another address of their /64, with the device cookie and without it: in.
    expect((await login('2001:db8:a11:1::11', { gate: 'admin', password: admin.password }, earlier.device)).status).toBe(200);
    expect((await login(desk, { gate: 'admin', password: admin.password })).status).toBe(200);
  }, 60_000);

  it('slows 200 guesses from 200 fresh addresses in 200 /64s to a handful checked, while the admin with their device gets in', async () => {
    expect(adminDevice).toMatch(/^device-\d+=/);
    const statuses: number[] = [];
    const attack = (async () => {
      for (let batch = 0; batch < 10; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => {
            const n = batch * 20 + i;
            return login(`2001:db8:${(0x1000 + n).toString(16)}:${n.toString(16)}::${(n * 7).toString(16)}`, {
              gate: 'admin',
              password: `g-${n}`,
            });
          }),
        );
        statuses.push(...answers.map((a) => a.status));
      }
    })();
    await new Promise((r) => setTimeout(r, 1500));
    const owner = await login('203.0.113.50', { gate: 'admin', password: admin.password }, adminDevice);
    await attack;
    expect(owner.status).toBe(200);
    expect(statuses).toHaveLength(200);
    const checked = statuses.filter((s) => s === 401).length;
    // At most 5 free guesses (the stranger of the test before used some), then one per 1, 2, 4, 8, 16… s:
    // a few while the attack runs, never hundreds.
    expect(checked).toBeLessThanOrEqual(12);
    expect(statuses.filter((s) => s === 429).length).toBe(200 - checked);
  }, 120_000);

  it("keeps the owner's own typos on their device from locking them out while a stranger guesses from many networks: seconds, said in the answer", async () => {
    expect(adminDevice).toMatch(/^device-\d+=/);
    const office = '203.0.113.70';
    const stranger = async (n: number) =>
      (await login(`2001:db8:${(0x2000 + n).toString(16)}:${n.toString(16)}::1`, { gate: 'admin', password: `s-${n}` })).status;
    // The stranger, also guessing from the owner's office address (the account's delay, grown by the tests before, holds them).
    const strangerStatuses: number[] = [];
    for (let i = 0; i < 10; i++) strangerStatuses.push((await login(office, { gate: 'admin', password: `o-${i}` })).status);
    for (let i = 0; i < 20; i++) strangerStatuses.push(await stranger(i));

    // Ten typos by the owner on their device at that office: each a plain wrong password, never a lock-out.
    for (let i = 0; i < 10; i++) expect((await login(office, { gate: 'admin', password: `typo-${i}` }, adminDevice)).status).toBe(401);
    const waiting = await login(office, { gate: 'admin', password: 'typo-again' }, adminDevice);
    expect(waiting.status).toBe(429);
    const seconds = Number(waiting.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(5);
    expect(waiting.body.message).toBe(`Too many failed sign-in attempts. Please try again in ${seconds} s.`);
    strangerStatuses.push(await stranger(99));
    // Once the wait said has passed, the owner's right password is in.
    await new Promise((r) => setTimeout(r, seconds * 1000));
    expect((await login(office, { gate: 'admin', password: admin.password }, adminDevice)).status).toBe(200);
    strangerStatuses.push(await stranger(100));
    // The stranger, however fresh the network, had a guess checked once a long delay at most.
    expect(strangerStatuses.filter((s) => s === 401).length).toBeLessThanOrEqual(2);
    expect(strangerStatuses.filter((s) => s === 429).length).toBe(
      strangerStatuses.length - strangerStatuses.filter((s) => s === 401).length,
    );
  }, 90_000);

  it('counts 100 fresh addresses of one /64 as one client (5 checked), and lets the employee with their device in from that /64', async () => {
    const earlier = await login('198.51.100.60', { username: 'staff', password: staff.password });
    expect(earlier.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(`2001:db8:cafe:1:${i.toString(16)}::${(i + 2).toString(16)}`, { username: 'staff', password: `w-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(95);
    expect((await login('2001:db8:cafe:1::ffff', { username: 'staff', password: staff.password })).status).toBe(429);
    const owner = await login('2001:db8:cafe:1::ffff', { username: 'staff', password: staff.password }, earlier.device);
    expect(owner.status).toBe(200);
  }, 60_000);
});

describe('one login endpoint for both gates', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.stop());

  it('signs the admin gate in with the admin password only, and refuses another account password there', async () => {
    const wrong = await postFrom(server, '127.0.1.1', '/api/auth/login', { gate: 'admin', password: staff.password });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid password. Please try again.');
    // The admin gate never signs in anyone but the admin account, whatever username is sent.
    const sneaky = await postFrom(server, '127.0.1.1', '/api/auth/login', { gate: 'admin', username: 'staff', password: staff.password });
    expect(sneaky.status).toBe(401);
    const right = await postFrom(server, '127.0.1.1', '/api/auth/login', { gate: 'admin', password: admin.password });
    expect(right.body).toMatchObject({ authenticated: true, role: 'admin', user: { username: 'admin' } });
  });

  it('keeps the old admin-login address answering the same way', async () => {
    const old = await postFrom(server, '127.0.1.2', '/api/auth/admin-login', { password: admin.password });
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ authenticated: true, role: 'admin' });
  });
});

describe('the activity log records sign-ins, failures, throttling, sign-outs and password changes with the address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.stop());

  const rows = (action: string) =>
    server.sqlite().prepare('select user_id, entity_id, address, summary from activity_log where action = ? order by id').all(action) as {
      user_id: number | null;
      entity_id: number | null;
      address: string | null;
      summary: string;
    }[];
  const idOf = (username: string) =>
    (server.sqlite().prepare('select id from users where username = ?').get(username) as { id: number }).id;

  it('logs each event once, with who and from where, never an unknown username as typed', async () => {
    expect((await postFrom(server, '127.0.2.1', '/api/auth/login', { username: 'staff', password: 'wrong' })).status).toBe(401);
    expect((await postFrom(server, '127.0.2.1', '/api/auth/login', { username: 'my-secret-password', password: 'x' })).status).toBe(401);
    const failed = rows('auth.sign-in-failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ user_id: null, entity_id: idOf('staff'), address: '127.0.2.1' });
    expect(failed[0].summary).toContain('staff');
    expect(failed[1].summary).not.toContain('my-secret-password');

    for (let i = 0; i < 6; i++) await postFrom(server, '127.0.2.2', '/api/auth/login', { username: 'admin', password: `w${i}` });
    await postFrom(server, '127.0.2.2', '/api/auth/login', { username: 'admin', password: 'again' });
    expect(rows('auth.throttled')).toEqual([expect.objectContaining({ address: '127.0.2.2' })]);

    const signedIn = await postFrom(server, '127.0.2.3', '/api/auth/login', { username: 'staff', password: staff.password });
    expect(signedIn.status).toBe(200);
    expect(rows('auth.signed-in')).toEqual([expect.objectContaining({ user_id: idOf('staff'), address: '127.0.2.3' })]);

    const changePassword = (currentPassword: string, cookie: string) =>
      new Promise<{ status: number; cookie: string }>((resolve, reject) => {
        const payload = JSON.stringify({ currentPassword, newPassword: 'a-new-password-2', confirmPassword: 'a-new-password-2' });
        const req = http.request(new URL('/api/auth/password', server.url), {
          method: 'PUT',
          localAddress: '127.0.2.3',
          agent: false,
          headers: { 'content-type': 'application/json', origin: server.url, cookie, 'content-length': Buffer.byteLength(payload) },
        });
        req.on('response', (res) => {
          res.resume();
          // The change rotates the session: the signed-in device goes on with the cookie it is given.
          const next = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => /session=./.test(c)) ?? '';
          resolve({ status: res.statusCode ?? 0, cookie: next });
        });
        req.on('error', reject);
        req.end(payload);
      });
    // A wrong current password (a stolen session guessing) is logged, with who and from where.
    expect((await changePassword('not-my-password', signedIn.cookie)).status).toBe(400);
    expect(rows('auth.password-change-failed')).toEqual([
      expect.objectContaining({ user_id: idOf('staff'), entity_id: idOf('staff'), address: '127.0.2.3' }),
    ]);
    expect(rows('auth.password-change-failed')[0].summary).not.toContain('not-my-password');

    const changed = await new Promise<{ status: number; cookie: string }>((resolve, reject) => {
      const payload = JSON.stringify({
        currentPassword: staff.password,
        newPassword: 'a-new-password-2',
        confirmPassword: 'a-new-password-2',
      });
      const req = http.request(new URL('/api/auth/password', server.url), {
        method: 'PUT',
        localAddress: '127.0.2.3',
        agent: false,
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          cookie: signedIn.cookie,
          'content-length': Buffer.byteLength(payload),
        },
      });
      req.on('response', (res) => {
        res.resume();
        // The change rotates the session: the signed-in device goes on with the cookie it is given.
        const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => /session=./.test(c)) ?? '';
        resolve({ status: res.statusCode ?? 0, cookie });
      });
      req.on('error', reject);
      req.end(payload);
    });
    expect(changed.status).toBe(200);
    expect(rows('user.password-changed')).toEqual([expect.objectContaining({ user_id: idOf('staff'), address: '127.0.2.3' })]);

    expect((await postFrom(server, '127.0.2.4', '/api/auth/logout', {}, changed.cookie)).status).toBe(200);
    expect(rows('auth.signed-out')).toEqual([expect.objectContaining({ user_id: idOf('staff'), address: '127.0.2.4' })]);
  });
});
