import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 21, item 10: names and subjects took CR/LF, NUL and bidirectional
 * overrides, which forged lines in the dealer's notice of a new lead. The
 * public lead schemas normalise them (src/lib/validation/plain-text.ts).
 */

let server: TestServer;
const RLO = String.fromCodePoint(0x202e);

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } });
}, 90_000);
afterAll(() => server?.stop());

/** The body of the dealer's notice of a lead (the outbox: no SMTP_URL here). */
async function noticeOf(inquiryId: number): Promise<string> {
  let body: string | undefined;
  await expect
    .poll(() => {
      const row = server.sqlite().prepare('select body from outbox_messages where inquiry_id = ? order by id limit 1').get(inquiryId) as
        { body: string } | undefined;
      body = row?.body;
      return body !== undefined;
    })
    .toBe(true);
  return body!;
}

describe("the dealer's notice of a new lead", () => {
  it('shows a name and subject with forged lines on one line, without NUL or bidi overrides', async () => {
    const res = await new ApiClient(server.url).post('/api/inquiries', {
      name: 'Jane\r\nCustomer: Mallory <mallory@evil.test>, 416-555-6666\u0000',
      email: 'jane.forged@example.com',
      subject: `Hello\nVehicle: 2024 Ferrari SF90 (asking $1 all-in)${RLO}`,
      message: 'I would like to arrange a viewing.\r\nThank you.',
    });
    expect(res.status).toBe(201);
    const body = await noticeOf(res.body.id);
    const lines = body.split('\n');
    expect(lines.filter((l) => l.startsWith('Customer:'))).toEqual([
      'Customer: Jane Customer: Mallory <mallory@evil.test>, 416-555-6666 <jane.forged@example.com>',
    ]);
    expect(lines.some((l) => l.startsWith('Vehicle:'))).toBe(false);
    // eslint-disable-next-line no-control-regex -- the NUL is what is looked for
    expect(body).not.toMatch(/[\r\u0000\u202A-\u202E\u2066-\u2069]/);
    // A message keeps its own line breaks.
    expect(body).toContain('I would like to arrange a viewing.\nThank you.');
  });

  it('shows a trade-in make with a forged line on one line (the subject is built from it)', async () => {
    const data = new FormData();
    data.set(
      'lead',
      JSON.stringify({
        name: 'Sam Trader',
        email: 'sam.trader@example.com',
        year: 2018,
        make: 'BMW\r\nOffer: $1',
        model: 'M3',
        mileage: 64_000,
        condition: 'good',
        accidentHistory: 'none',
        lien: 'none',
      }),
    );
    const res = await new ApiClient(server.url).post('/api/leads/trade-in', data);
    expect(res.status).toBe(201);
    const lines = (await noticeOf(res.body.id)).split('\n');
    expect(lines.some((l) => l.startsWith('Offer:'))).toBe(false);
    expect(lines.find((l) => l.startsWith('Trade-in:'))).toContain('BMW Offer: $1 M3');
  });
});
