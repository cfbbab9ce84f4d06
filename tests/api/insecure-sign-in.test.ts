// Production defaults (Secure session cookie) served over plain HTTP under a host name other than localhost: the
// browser would drop the cookie, so the page says what is wrong and how to fix it, and the sign-in is refused with
// the same words instead of a "Login Successful" that leads back to the form.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { SECURE_COOKIES: 'true' } });
});
afterAll(() => server?.stop());

/** A request as a browser on the LAN sends it: to this server, under another host name. */
function send(method: 'GET' | 'POST', path: string, host: string, body?: unknown) {
  const { port } = new URL(server.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; text: string; setCookie: string[] }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${host}:${port}`,
          ...(payload ? { 'content-type': 'application/json', origin: `http://${host}:${port}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, setCookie: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const staff = TEST_ACCOUNTS.employee;

describe('signing in over plain HTTP with Secure cookies', () => {
  it.each(['/employee/login', '/admin/login'])('%s says what is wrong and how to fix it', async (path) => {
    const page = await send('GET', path, 'dealer.lan');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="insecure-sign-in"');
    expect(page.text).toContain('https://dealer.lan');
    expect(page.text).toContain('SECURE_COOKIES=false');
  });

  it('refuses the sign-in with that message and sets no cookie, before reading the password', async () => {
    const res = await send('POST', '/api/auth/login', 'dealer.lan', { username: staff.username, password: staff.password });
    expect(res.status).toBe(400);
    const body = JSON.parse(res.text);
    expect(body).toMatchObject({ authenticated: false, insecureTransport: true });
    expect(body.message).toContain('SECURE_COOKIES=false');
    expect(res.setCookie).toEqual([]);
  });

  it('lets localhost sign in as before (browsers keep a Secure cookie from http://localhost)', async () => {
    expect((await send('GET', '/employee/login', 'localhost')).text).not.toContain('insecure-sign-in');
    const res = await send('POST', '/api/auth/login', 'localhost', { username: staff.username, password: staff.password });
    expect(res.status).toBe(200);
    expect(res.setCookie.join(';')).toContain('__Host-session=');
  });
});
