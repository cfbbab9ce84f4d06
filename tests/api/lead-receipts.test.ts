// Issue 37, item 2: a lead receipt goes to an address at most once a day, whatever the case of the address and
// whichever public form sent the lead. Every lead is stored and reaches the dealer; only the second receipt is left
// out. Another address still gets its own receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueVin, vehicleBody } from '../support/fixtures';
import { startMailCapture } from '../support/mail-capture';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let vehicleId: number;
const DEALER = 'info@ateliermotorgallery.ca';

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestServer({ seed: false, env: { SMTP_URL: mail.url, TRUST_PROXY: '1', INQUIRY_RATE_LIMIT: '1000' } });
  const staff = await new ApiClient(server.url).loginAs('employee');
  const vehicle = await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023, vin: uniqueVin() }));
  expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
  vehicleId = vehicle.body.id;
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const inquiry = (network: string, email: string) =>
  new ApiClient(server.url).post(
    '/api/inquiries',
    { name: 'Jane Doe', email, subject: 'A question', message: 'Is the car still available?' },
    { 'x-forwarded-for': network },
  );
const offer = (network: string, email: string) =>
  new ApiClient(server.url).post(
    '/api/leads/offer',
    { name: 'Jane Doe', email, phone: '416-555-0199', vehicleId, amount: 200_000 },
    { 'x-forwarded-for': network },
  );

/** Receipts that reached the mail server for the address, in any case. */
const receiptsTo = (address: string) =>
  mail.received.filter(
    (m) => m.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()) && m.subject.startsWith('We received your'),
  );
/** The dealer's notice of the lead, once sent: the lead was stored and its mails decided. */
const noticeOf = (id: number) => mail.waitFor((m) => m.envelopeTo.includes(DEALER) && new RegExp(`open=${id}(?!\\d)`).test(m.text));
const stored = (id: number) => server.sqlite().prepare('select email from inquiries where id = ?').pluck().get(id);

describe('lead receipts: one per address a day', () => {
  it('a second lead from the same address in another case is stored and reaches the dealer, without a second receipt', async () => {
    const first = await inquiry('198.51.100.7', 'jane.doe@example.com');
    expect(first.status).toBe(201);
    await noticeOf(first.body.id);
    const receipt = await mail.waitFor((m) => m.envelopeTo.includes('jane.doe@example.com'));
    expect(receipt.subject).toBe('We received your inquiry');

    // Another form, another network, the same address in capitals.
    const second = await offer('203.0.113.9', 'Jane.DOE@Example.com');
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const notice = await noticeOf(second.body.id);
    expect(notice.subject).toMatch(/^New offer: /);
    expect(stored(first.body.id)).toBe('jane.doe@example.com');
    expect(stored(second.body.id)).toBe('Jane.DOE@Example.com');

    // Someone else's lead after it gets its receipt, which the mail server has after any receipt of the second lead.
    const other = await inquiry('192.0.2.44', 'someone.else@example.com');
    expect(other.status).toBe(201);
    const theirs = await mail.waitFor((m) => m.envelopeTo.includes('someone.else@example.com'));
    expect(theirs.subject).toBe('We received your inquiry');

    expect(receiptsTo('jane.doe@example.com')).toHaveLength(1);
    expect(
      server
        .sqlite()
        .prepare('select "to" from outbox_messages where inquiry_id = ? and subject like ?')
        .pluck()
        .all(second.body.id, 'We received your%'),
    ).toEqual([]);
  });

  it('two leads at the same moment from one address make one receipt, and both are stored', async () => {
    const [a, b] = await Promise.all([inquiry('198.51.100.8', 'twice@example.com'), inquiry('2001:db8:5::1', 'TWICE@example.com')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    await Promise.all([noticeOf(a.body.id), noticeOf(b.body.id)]);
    await mail.waitFor((m) => m.envelopeTo.some((to) => to.toLowerCase() === 'twice@example.com'));

    const other = await inquiry('192.0.2.45', 'another.customer@example.com');
    expect(other.status).toBe(201);
    await mail.waitFor((m) => m.envelopeTo.includes('another.customer@example.com'));

    expect(receiptsTo('twice@example.com')).toHaveLength(1);
    expect([stored(a.body.id), stored(b.body.id)]).toEqual(['twice@example.com', 'TWICE@example.com']);
  });
});
