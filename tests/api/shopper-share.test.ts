// "E-mail this car to a friend" (issues 22 and 37): a signed-in shopper's only, fixed words; limited per client (/64)
// an hour, per account and per recipient a day, and by the site's hourly ceiling of shared cars (staff told).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieClient, mailHeader, signInShopper } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
let vehicleId: number;
let soldId: number;
const PER_HOUR = 16;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', PUBLIC_MAIL_PER_HOUR: String(PER_HOUR) } });
  vehicleId = (server.sqlite().prepare("select id from vehicles where status = 'available' limit 1").get() as { id: number }).id;
  soldId = (server.sqlite().prepare("select id from vehicles where status = 'sold' limit 1").get() as { id: number }).id;
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The shopper's session used from another address (a phone, then a laptop on another network). */
function from(shopper: CookieClient, address: string): CookieClient {
  const client = new CookieClient(server.url, { 'x-forwarded-for': address });
  client.cookies = new Map(shopper.cookies);
  return client;
}
const share = (client: CookieClient, body: unknown) => client.post('/api/shopper/share', body);
const sharesTo = (address: string) => smtp.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address)).length;

describe('e-mail this car to a friend', () => {
  let ada: CookieClient;
  beforeAll(async () => {
    ada = await signInShopper(server.url, smtp, 'ada.sharer@example.com', { 'x-forwarded-for': '192.0.2.9' });
  });

  it('needs a signed-in shopper: 40 visitors from 40 IPv6 /64s make no mail', async () => {
    const before = smtp.messages.length;
    const statuses = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (
          await share(new CookieClient(server.url, { 'x-forwarded-for': `2001:db8:40:${i}::1` }), {
            vehicleId,
            email: `victim${i}@example.com`,
          })
        ).status,
      );
    expect(new Set(statuses)).toEqual(new Set([401]));
    // Proof the server sends when asked: the signed-in shopper's share arrives, and the visitors' never did.
    expect((await share(ada, { vehicleId, email: 'proof@example.com' })).status).toBe(202);
    await smtp.waitFor((m) => JSON.stringify(m.to).includes('proof@example.com'));
    expect(smtp.messages.slice(before).filter((m) => /victim\d+@/.test(JSON.stringify(m.to)))).toEqual([]);
  });

  it('sends our fixed words with the car and its link, naming the sender and the unsubscribe', async () => {
    const res = await share(from(ada, '192.0.2.10'), { vehicleId, email: 'Friend@Example.com' });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes('friend@example.com'));
    expect(mail.text).toContain(`/inventory/${vehicleId}`);
    expect(mail.text).toContain('Atelier Motor Gallery Inc.');
    expect(mailHeader(mail, 'list-unsubscribe')).toContain('/unsubscribe?token=');
  });

  it('takes no message, name or other text, and names the bad field', async () => {
    const client = from(ada, '192.0.2.11');
    const withText = await share(client, { vehicleId, email: 'x@example.com', message: 'Buy cheap pills at spam.example' });
    expect(withText.status).toBe(400);
    const badEmail = await share(client, { vehicleId, email: 'nope' });
    expect(badEmail.body.errors).toEqual({ email: 'Please enter a valid email address.' });
    expect((await share(client, { vehicleId: soldId, email: 'y@example.com' })).status).toBe(404);
    // The next accepted share arrives, and the refused ones sent nothing before it.
    expect((await share(client, { vehicleId, email: 'z@example.com' })).status).toBe(202);
    await smtp.waitFor((m) => JSON.stringify(m.to).includes('z@example.com'));
    expect(sharesTo('x@example.com') + sharesTo('y@example.com')).toBe(0);
  });

  it('sends one address at most 2 cars a day, whoever asks', async () => {
    const bob = await signInShopper(server.url, smtp, 'bob.sharer@example.com', { 'x-forwarded-for': '198.18.0.1' });
    const statuses = [
      (await share(from(ada, '198.18.1.1'), { vehicleId, email: 'popular@example.com' })).status,
      (await share(from(bob, '198.18.1.2'), { vehicleId, email: 'popular@example.com' })).status,
      (await share(from(bob, '198.18.1.3'), { vehicleId, email: 'popular@example.com' })).status,
    ];
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('stops one account at 10 a day from any network; another shopper still shares', async () => {
    const cy = await signInShopper(server.url, smtp, 'cy.sharer@example.com', { 'x-forwarded-for': '203.0.113.1' });
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await share(from(cy, `2001:db8:c${i}::1`), { vehicleId, email: `cy.friend${i}@example.com` })).status);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    const dee = await signInShopper(server.url, smtp, 'dee.sharer@example.com', { 'x-forwarded-for': '203.0.113.2' });
    expect((await share(dee, { vehicleId, email: 'dee.friend@example.com' })).status).toBe(202);
  });

  it('past the site-wide hourly ceiling, refuses more shares and tells staff once', async () => {
    // 1 + 1 + 1 + 2 + 10 + 1 shares so far: the ceiling (16) is passed by the next.
    const eve = await signInShopper(server.url, smtp, 'eve.sharer@example.com', { 'x-forwarded-for': '203.0.113.3' });
    const refused = await share(eve, { vehicleId, email: 'eve.friend@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/many cars by e-mail this hour/);
    expect((await share(from(eve, '203.0.113.4'), { vehicleId, email: 'eve.friend2@example.com' })).status).toBe(429);
    const notice = await smtp.waitFor((m) => m.subject === 'Website e-mail paused: too many shared cars');
    expect(notice.text).toContain('PUBLIC_MAIL_PER_HOUR');
    expect(
      server
        .sqlite()
        .prepare("select count(*) from activity_log where action = 'mail.ceiling' and summary like '%shared cars%'")
        .pluck()
        .get(),
    ).toBe(1);
  });
});
