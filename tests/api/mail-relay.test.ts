// Issue 37, item 2: no mail relay through the lead forms. A receipt says only our words (nothing the sender typed
// comes back), and the site sends at most PUBLIC_MAIL_PER_HOUR receipts an hour: 40 clients from 40 IPv6 /64s,
// each with a fresh address, cannot make 40 mails; every lead is stored and reaches the dealer, and staff are told.
// Sign-in links to new addresses have the same ceiling; a shopper who has signed in before is never held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startMailCapture } from '../support/mail-capture';
import { CookieClient } from '../support/shopper';

let server: TestServer;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
const PER_HOUR = 6;
const DEALER = 'info@ateliermotorgallery.ca';

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestServer({ seed: false, env: { SMTP_URL: mail.url, TRUST_PROXY: '1', PUBLIC_MAIL_PER_HOUR: String(PER_HOUR) } });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const inquiry = (network: string, email: string, name = 'Jane Doe') =>
  new ApiClient(server.url).post(
    '/api/inquiries',
    { name, email, subject: 'A question', message: 'Visit cheap-pills.example for the best prices!' },
    { 'x-forwarded-for': network },
  );
/** The dealer's notices of these leads, all sent: each lead's receipt was decided before its notice went out. */
const noticesSent = (ids: number[]) =>
  server
    .sqlite()
    .prepare(`select count(*) from outbox_messages where "to" = ? and inquiry_id in (${ids.map(() => '?').join(',')})`)
    .pluck()
    .get(DEALER, ...ids);

describe('lead receipts', () => {
  it('repeat nothing the sender typed: not the name, not the message', async () => {
    const res = await inquiry('2001:db8:99::1', 'first.victim@example.com', 'Buy Pills Now');
    expect(res.status).toBe(201);
    const receipt = await mail.waitFor((m) => m.envelopeTo.includes('first.victim@example.com'));
    expect(receipt.subject).toBe('We received your inquiry');
    expect(receipt.text).toMatch(/^Hello,/);
    expect(receipt.text).not.toMatch(/Buy Pills|cheap-pills/);
  });

  it('40 clients from 40 IPv6 /64s with fresh addresses make at most the hourly ceiling of receipts; every lead is kept', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await inquiry(`2001:db8:${i + 1}::7`, `victim${i}@example.com`);
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    expect(server.sqlite().prepare("select count(*) from inquiries where email like 'victim%@example.com'").pluck().get()).toBe(40);
    await expect.poll(() => noticesSent(ids), { timeout: 20_000 }).toBe(40);
    // One receipt went out before (the first test): the ceiling leaves PER_HOUR - 1 for the flood.
    await expect.poll(() => mail.received.filter((m) => /^victim\d+@/.test(m.envelopeTo[0] ?? '')).length).toBe(PER_HOUR - 1);
    const told = await mail.waitFor((m) => m.subject === 'Website e-mail paused: too many lead receipts' && m.envelopeTo.includes(DEALER));
    expect(told.text).toContain('PUBLIC_MAIL_PER_HOUR');
    expect(server.sqlite().prepare("select count(*) from activity_log where action = 'mail.ceiling'").pluck().get()).toBe(1);
    // A real customer's lead still arrives and reaches the dealer (their receipt waits for the next hour).
    const real = await inquiry('198.51.100.20', 'real.customer@example.com', 'Real Customer');
    expect(real.status).toBe(201);
    await mail.waitFor((m) => m.envelopeTo.includes(DEALER) && m.text.includes('real.customer@example.com'));
  });
});

describe('sign-in links', () => {
  const askLink = (network: string, email: string) =>
    new CookieClient(server.url, { 'x-forwarded-for': network }).post('/api/shopper/sign-in/link', { email });
  /** The token of the newest sign-in e-mail to `email` among those after `after`. */
  const tokenFor = async (email: string, after: number) => {
    const found = await mail.waitFor(
      (m) => mail.received.indexOf(m) >= after && m.envelopeTo.includes(email) && /sign-in link/.test(m.subject),
    );
    return /#signin=([\w-]{43})/.exec(found.text)![1];
  };

  it('to new addresses stop at the hourly ceiling (staff told); a shopper who signed in before still gets one', async () => {
    const known = 'known.shopper@example.com';
    let before = mail.received.length;
    expect((await askLink('203.0.113.50', known)).status).toBe(202);
    const shopper = new CookieClient(server.url, { 'x-forwarded-for': '203.0.113.50' });
    expect((await shopper.post('/api/shopper/sign-in/verify', { token: await tokenFor(known, before), confirmed: true })).status).toBe(200);

    for (let i = 0; i < 40; i++) expect((await askLink(`2001:db8:1${i}::9`, `fresh${i}@example.com`)).status).toBe(202);
    const told = await mail.waitFor((m) => m.subject === 'Website e-mail paused: too many sign-in links' && m.envelopeTo.includes(DEALER));
    expect(told.text).toContain('PUBLIC_MAIL_PER_HOUR');
    // The known shopper's first link took one of the hour's slots.
    await expect.poll(() => mail.received.filter((m) => /^fresh\d+@/.test(m.envelopeTo[0] ?? '')).length).toBe(PER_HOUR - 1);

    before = mail.received.length;
    const phone = new CookieClient(server.url, { 'x-forwarded-for': '198.51.100.77' });
    expect((await phone.post('/api/shopper/sign-in/link', { email: known })).status).toBe(202);
    const used = await phone.post('/api/shopper/sign-in/verify', { token: await tokenFor(known, before) });
    expect(used.status).toBe(200);
    expect(used.body.shopper.email).toBe(known);
  });
});
