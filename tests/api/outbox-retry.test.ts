import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

// Retrying a message from the outbox sends it once however often it is clicked, and sends the whole
// message: the HTML part, the .ics attachment and the List-Unsubscribe headers, as first composed.

let server: TestServer;
let smtp: SmtpCapture;
let staff: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000' } });
  staff = await new ApiClient(server.url).loginAs('employee');
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const email = 'retry.whole@example.com';
const toCustomer = () => smtp.messages.filter((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').toLowerCase() === email);

describe('POST /api/outbox/{id}/retry', () => {
  it('five clicks at once send the message once, whole: HTML, the .ics and the List-Unsubscribe headers', async () => {
    smtp.state.reject = true;
    const visitor = new ApiClient(server.url);
    const today = new Date().toISOString().slice(0, 10);
    const days = (await visitor.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
    const date = days.slice(2).find((d) => d.free > 0)!.date;
    const [slot] = (await visitor.get(`/api/appointments/slots?date=${date}`)).body.slots as { start: string }[];
    expect((await visitor.post('/api/appointments', { name: 'Retry Whole', email, kind: 'viewing', start: slot.start })).status).toBe(201);
    const failed = () =>
      server.sqlite().prepare('select id, delivery from outbox_messages where lower("to") = ? and delivery = \'failed\'').get(email) as
        { id: number; delivery: string } | undefined;
    await expect.poll(failed).toBeDefined();
    const { id } = failed()!;
    expect(toCustomer()).toEqual([]);

    smtp.state.reject = false;
    smtp.state.delayMs = 400; // the five requests overlap the first send
    const answers = await Promise.all(Array.from({ length: 5 }, () => staff.post(`/api/outbox/${id}/retry`)));
    smtp.state.delayMs = 0;
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(toCustomer()).toHaveLength(1);
    expect(server.sqlite().prepare('select delivery from outbox_messages where id = ?').pluck().get(id)).toBe('smtp');

    const [mail] = toCustomer();
    expect(mail.html).toMatch(/<html/);
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics!.content.toString('utf8')).toMatch(/BEGIN:VEVENT/);
    // The raw header lines (mailparser folds List-* headers into one parsed object).
    const header = (key: string) => (mail.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/unsubscribe\?token=u2\.[^>]+>$/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Delivered: the outbox keeps the text, not a second copy of the calendar file and links.
    expect(server.sqlite().prepare('select html, headers, attachments from outbox_messages where id = ?').get(id)).toEqual({
      html: null,
      headers: null,
      attachments: null,
    });
    expect((await staff.post(`/api/outbox/${id}/retry`)).status).toBe(409);
    expect(toCustomer()).toHaveLength(1);
  });
});
