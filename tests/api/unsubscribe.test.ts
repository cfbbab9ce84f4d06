import fs from 'node:fs';
import { createHash, hkdfSync } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '#src/server/consent/unsubscribe-token';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
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
  smtp = await startSmtpCapture();
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000', SMTP_URL: smtp.url } });
  // The first token check makes the server's key file (DATA_DIR/secrets.key); derive its unsubscribe key
  // from it, as the server does, to sign test tokens in the older address-carrying form, which it still reads.
  const first = await fetch(`${server.url}/unsubscribe?token=u1.x.y`);
  expect(first.status).toBe(400);
  const { master } = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'secrets.key'), 'utf8')) as { master: string };
  secret = Buffer.from(hkdfSync('sha256', Buffer.from(master, 'base64'), Buffer.alloc(0), 'atelier:unsubscribe-links', 32));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const withdrawals = (email: string) => consentRows(email).filter((r) => r.basis === 'withdrawn');
/** Makes the site hold the address (an inquiry from it), as it does for everyone it e-mails. */
async function hold(email: string) {
  const res = await new ApiClient(server.url).post('/api/inquiries', {
    name: 'Held Person',
    email,
    phone: '416-555-0100',
    subject: 'Hello',
    message: 'A question about a car.',
  });
  expect(res.status).toBe(201);
}

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
    await hold('one.click@example.com');
    const res = await fetch(link(signUnsubscribeToken('One.Click@Example.com', secret)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-unsubscribe-state="done"');
    const rows = withdrawals('one.click@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ granted: 0, basis: 'withdrawn', source: 'unsubscribe' });
    expect(rows[0].wording).toMatch(/unsubscribed/i);
  });

  it('the confirm button (token in the form body) works too, and a second click adds nothing', async () => {
    await hold('button@example.com');
    const token = signUnsubscribeToken('button@example.com', secret);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/unsubscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(res.status).toBe(200);
    }
    expect(withdrawals('button@example.com')).toHaveLength(1);
  });

  it('for an address the site holds nothing about (an erased customer), stores only a keyed hash, never the address', async () => {
    const suppressions = () => server.sqlite().prepare('select email_hash from mail_suppressions').pluck().all() as string[];
    const before = suppressions();
    const res = await fetch(link(signUnsubscribeToken('Not.Held@Example.com', secret)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-unsubscribe-state="done"');
    expect(consentRows('not.held@example.com')).toEqual([]);
    const added = suppressions().filter((h) => !before.includes(h));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(added[0]).not.toBe(createHash('sha256').update('not.held@example.com').digest('hex'));
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

describe('the link in an e-mail is opaque (issue 25, item 8)', () => {
  it('carries no address (not even encoded), and unsubscribes the right person', async () => {
    const email = 'Opaque.Link@Example.com';
    const visitor = new ApiClient(server.url);
    const today = new Date().toISOString().slice(0, 10);
    const days = (await visitor.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
    const date = days.slice(2).find((d) => d.free > 0)!.date;
    const [slot] = (await visitor.get(`/api/appointments/slots?date=${date}`)).body.slots as { start: string }[];
    expect((await visitor.post('/api/appointments', { name: 'Opaque Link', email, kind: 'viewing', start: slot.start })).status).toBe(201);
    // Read from the e-mail: the outbox keeps no unsubscribe token (SECURITY.md).
    const mail = await smtp.waitFor((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').toLowerCase() === email.toLowerCase());
    const token = decodeURIComponent(/\/unsubscribe\?token=(\S+)/.exec(mail.text ?? '')![1]);
    const decoded = token
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join(' ');
    for (const text of [token, decoded]) expect(text.toLowerCase()).not.toContain('opaque.link');
    expect(token).toMatch(/^u2\./);

    const res = await fetch(link(token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(consentRows(email.toLowerCase()).map((r) => r.basis)).toContain('withdrawn');
  });
});
