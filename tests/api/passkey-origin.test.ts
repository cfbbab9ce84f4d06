import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 37, item 6: passkeys take their relying party (RP ID and origin) from SITE_URL, never from the
 * Host a request names, so a name pointed at the server by someone else cannot have passkeys made for it.
 * The server sits behind a proxy here (TRUST_PROXY=1), which passes on the Host and scheme the browser used.
 */

const SITE = 'https://www.example.test';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { TRUST_PROXY: '1', SITE_URL: SITE } });
}, 120_000);
afterAll(() => server?.stop());

/** A browser's POST as it arrives through the proxy: its page's origin, the Host it asked for. */
function postThrough(origin: string, path: string): Promise<{ status: number; body: any }> {
  const { host, protocol } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, server.url),
      {
        method: 'POST',
        agent: false,
        headers: {
          host,
          origin,
          'x-forwarded-proto': protocol.slice(0, -1),
          'x-forwarded-for': '198.51.100.77',
          'sec-fetch-site': 'same-origin',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('passkey sign-in options', () => {
  it("name SITE_URL's host as the relying party on the site's own address", async () => {
    const res = await postThrough(SITE, '/api/shopper/sign-in/passkey-options');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rpId).toBe('www.example.test');
    expect(res.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('are refused under any other name or scheme, the name never taken as a relying party', async () => {
    for (const origin of ['https://evil.example', 'http://www.example.test', 'https://www.example.test.evil.example']) {
      const res = await postThrough(origin, '/api/shopper/sign-in/passkey-options');
      expect(res.status, origin).toBe(400);
      expect(res.body.message).toBe(`Passkeys work only at ${SITE}.`);
      expect(JSON.stringify(res.body)).not.toContain('evil.example');
    }
  });
});
