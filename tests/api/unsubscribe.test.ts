import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '#src/server/consent/unsubscribe-token';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let secret: Buffer;

const consentRows = (email: string) =>
  server
    .sqlite()
    .prepare('select email, granted, basis, source, wording, wording_version from consent_records where email = ?')
    .all(email) as {
    granted: number;
    basis: string;
    source: string;
    wording: string;
  }[];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  // The first token check makes the server's secret (kept in its database); read it back to sign test tokens.
  const first = await fetch(`${server.url}/unsubscribe?token=u1.x.y`);
  expect(first.status).toBe(400);
  const row = server.sqlite().prepare("select value from site_settings where key = 'secret.unsubscribe-hmac'").get() as { value: string };
  secret = Buffer.from(JSON.parse(row.value), 'base64');
});
afterAll(() => server?.stop());

const link = (token: string) => `${server.url}/unsubscribe?token=${encodeURIComponent(token)}`;

describe('unsubscribe link', () => {
  it('GET asks to confirm and changes nothing (link scanners must not unsubscribe anyone)', async () => {
    const res = await fetch(link(signUnsubscribeToken('look@example.com', secret)));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const html = await res.text();
    expect(html).toContain('data-unsubscribe-state="confirm"');
    expect(html).toMatch(/<form method="post"/);
    expect(consentRows('look@example.com')).toEqual([]);
  });

  it('one-click POST from a mail program (no Origin, RFC 8058 body) is honoured at once and recorded', async () => {
    const res = await fetch(link(signUnsubscribeToken('One.Click@Example.com', secret)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-unsubscribe-state="done"');
    const rows = consentRows('one.click@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ granted: 0, basis: 'withdrawn', source: 'unsubscribe' });
    expect(rows[0].wording).toMatch(/unsubscribed/i);
  });

  it('the confirm button (token in the form body) works too, and a second click adds nothing', async () => {
    const token = signUnsubscribeToken('button@example.com', secret);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(res.status).toBe(200);
    }
    expect(consentRows('button@example.com')).toHaveLength(1);
  });

  it('a tampered token is refused and stores nothing', async () => {
    const good = signUnsubscribeToken('victim@example.com', secret);
    const [prefix, , sig] = good.split('.');
    const otherAddress = `${prefix}.${Buffer.from('someone.else@example.com').toString('base64url')}.${sig}`;
    const flipped = good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A');
    for (const token of [otherAddress, flipped, 'garbage']) {
      const get = await fetch(link(token));
      expect(get.status).toBe(400);
      expect(await get.text()).toContain('data-unsubscribe-state="invalid"');
      const post = await fetch(link(token), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status).toBe(400);
    }
    expect(consentRows('victim@example.com')).toEqual([]);
    expect(consentRows('someone.else@example.com')).toEqual([]);
  });

  it('other pages still refuse cross-site form posts (the origin check covers everything else)', async () => {
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'a=b',
    });
    expect(res.status).toBe(403);
    const noOrigin = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'a' });
    expect(noOrigin.status).toBe(403);
  });
});
