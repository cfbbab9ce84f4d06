// "E-mail this car to a friend" (issue 22): fixed words only, rate-limited per client (/64) and per recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieClient, mailHeader } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
let vehicleId: number;
let soldId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
  vehicleId = (server.sqlite().prepare("select id from vehicles where status = 'available' limit 1").get() as { id: number }).id;
  soldId = (server.sqlite().prepare("select id from vehicles where status = 'sold' limit 1").get() as { id: number }).id;
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const share = (address: string, body: unknown) =>
  new CookieClient(server.url, { 'x-forwarded-for': address }).post('/api/shopper/share', body);

describe('e-mail this car to a friend', () => {
  it('sends our fixed words with the car and its link, naming the sender and the unsubscribe', async () => {
    const res = await share('192.0.2.10', { vehicleId, email: 'Friend@Example.com' });
    expect(res.status).toBe(202);
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes('friend@example.com'));
    expect(mail.text).toContain(`/inventory/${vehicleId}`);
    expect(mail.text).toContain('Atelier Motor Gallery Inc.');
    expect(mailHeader(mail, 'list-unsubscribe')).toContain('/unsubscribe?token=');
  });

  it('takes no message, name or other text, and names the bad field', async () => {
    const before = smtp.messages.length;
    const withText = await share('192.0.2.11', { vehicleId, email: 'x@example.com', message: 'Buy cheap pills at spam.example' });
    expect(withText.status).toBe(400);
    const badEmail = await share('192.0.2.11', { vehicleId, email: 'nope' });
    expect(badEmail.body.errors).toEqual({ email: 'Please enter a valid email address.' });
    expect((await share('192.0.2.11', { vehicleId: soldId, email: 'y@example.com' })).status).toBe(404);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.length).toBe(before);
  });

  it('stops one client with many addresses of one IPv6 /64 after 5 an hour; another client still shares', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await share(`2001:db8:5:6:${i + 1}::9`, { vehicleId, email: `r${i}@example.com` })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await share('2001:db8:7:8::1', { vehicleId, email: 'someone@example.com' })).status).toBe(202);
  });

  it('sends one address at most 2 cars an hour, whoever asks', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await share(`198.18.0.${i + 1}`, { vehicleId, email: 'popular@example.com' })).status);
    expect(statuses).toEqual([202, 202, 429]);
  });
});
