// Issue 37: the outbox, which every staff member reads, keeps no token of a link that acts for its recipient: an
// appointment's manage link (it confirms, moves or cancels the booking) and the unsubscribe link (it withdraws
// consent). Each is stored as a placeholder naming it, in the text, the HTML, the headers and the .ics; a retry
// from the outbox makes the same tokens again, and they work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

const MANAGE_TOKEN = /manage\?token=(\d+\.[A-Za-z0-9_-]{43})/;
const UNSUBSCRIBE_TOKEN = /unsubscribe\?token=(u2\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})/;

let server: TestServer;
let smtp: SmtpCapture;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000' } });
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const mailTo = (email: string) => smtp.messages.filter((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').toLowerCase() === email);

/** Books a viewing as a visitor while the mail server refuses: its e-mail waits in the outbox. The outbox row and the appointment. */
async function refusedBooking(email: string, dayOffset = 2): Promise<{ outboxId: number; appointmentId: number }> {
  smtp.state.reject = true;
  const visitor = new ApiClient(server.url);
  const today = new Date().toISOString().slice(0, 10);
  const days = (await visitor.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
  const date = days.slice(dayOffset).find((d) => d.free > 0)!.date;
  const [slot] = (await visitor.get(`/api/appointments/slots?date=${date}`)).body.slots as { start: string }[];
  const booked = await visitor.post('/api/appointments', { name: 'Private Links', email, kind: 'viewing', start: slot.start });
  expect(booked.status).toBe(201);
  const failed = () =>
    server.sqlite().prepare('select id from outbox_messages where lower("to") = ? and delivery = \'failed\'').pluck().get(email) as
      number | undefined;
  await expect.poll(failed).toBeDefined();
  const appointmentId = server
    .sqlite()
    .prepare('select a.id from appointments a join inquiries i on i.id = a.inquiry_id where lower(i.email) = ?')
    .pluck()
    .get(email) as number;
  smtp.state.reject = false;
  return { outboxId: failed()!, appointmentId };
}

/** Every part of an outbox row as stored, the .ics decoded. */
function storedParts(id: number): string {
  const row = server.sqlite().prepare('select body, html, headers, attachments from outbox_messages where id = ?').get(id) as Record<
    string,
    string | null
  >;
  const attachments = JSON.parse(row.attachments ?? '[]') as { contentBase64: string }[];
  return [row.body, row.html, row.headers, ...attachments.map((a) => Buffer.from(a.contentBase64, 'base64').toString('utf8'))].join('\n');
}

describe('private links in the outbox', () => {
  it('keeps placeholders, never the tokens, in every part; staff and the admin read none; a retry sends working links', async () => {
    const email = 'private.links@example.com';
    const { outboxId, appointmentId } = await refusedBooking(email);

    const stored = storedParts(outboxId);
    expect(stored).toContain(`manage?token=[private token: appointment ${appointmentId}]`);
    expect(stored).toContain('unsubscribe?token=[private token: unsubscribe]');
    expect(stored).toMatch(/BEGIN:VCALENDAR/);
    expect(stored).not.toMatch(MANAGE_TOKEN);
    expect(stored).not.toMatch(UNSUBSCRIBE_TOKEN);
    for (const reader of [staff, admin]) {
      const read = JSON.stringify([
        (await reader.get('/api/outbox')).body,
        (await reader.get('/api/outbox?page=1&pageSize=100&delivery=unsent')).body,
      ]);
      expect(read).toContain('[private token: appointment');
      expect(read).not.toMatch(MANAGE_TOKEN);
      expect(read).not.toMatch(UNSUBSCRIBE_TOKEN);
    }

    expect((await staff.post(`/api/outbox/${outboxId}/retry`)).status).toBe(200);
    const [mail] = mailTo(email);
    expect(mail).toBeDefined();
    const manage = MANAGE_TOKEN.exec(mail.text ?? '')?.[1];
    expect(manage, 'the text part carries the manage link').toBeDefined();
    expect(mail.html).toContain(`manage?token=${manage}`);
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString('utf8');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`manage?token=${manage}`);
    const header = (mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '').replace(/\r\n\s+/g, ' ');
    const unsubscribe = UNSUBSCRIBE_TOKEN.exec(header)?.[1];
    expect(unsubscribe, 'List-Unsubscribe carries the link').toBeDefined();
    expect(mail.text).toContain(`unsubscribe?token=${unsubscribe}`);

    // The tokens made again are the recipient's real ones: the booking is confirmed, the unsubscribe page opens.
    const visitor = new ApiClient(server.url);
    expect((await visitor.post('/api/appointments/manage/confirm', { token: manage })).status).toBe(200);
    expect(server.sqlite().prepare('select hold_until from appointments where id = ?').pluck().get(appointmentId)).toBeNull();
    expect(
      server.sqlite().prepare('select customer_confirmed_at from appointments where id = ?').pluck().get(appointmentId),
    ).not.toBeNull();
    expect((await visitor.get(`/unsubscribe?token=${encodeURIComponent(unsubscribe!)}`)).status).toBe(200);
    expect((await visitor.get(`/unsubscribe?token=${encodeURIComponent(unsubscribe!)}x`)).status).toBe(400);

    // Delivered, the row keeps its text with the placeholders.
    const body = server.sqlite().prepare('select body from outbox_messages where id = ?').pluck().get(outboxId) as string;
    expect(body).toContain(`[private token: appointment ${appointmentId}]`);
    expect(body).not.toMatch(MANAGE_TOKEN);
  });

  it('a message whose appointment is gone cannot be sent again: 409, nothing sent, the message kept', async () => {
    const email = 'gone.appointment@example.com';
    const { outboxId, appointmentId } = await refusedBooking(email, 3);
    // No staff screen deletes an appointment; the state is arranged directly.
    const db = writableDb(server);
    db.prepare('delete from appointments where id = ?').run(appointmentId);
    db.close();
    const retry = await staff.post(`/api/outbox/${outboxId}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toMatch(/appointment/i);
    expect(mailTo(email)).toEqual([]);
    expect(server.sqlite().prepare('select delivery, sending_since from outbox_messages where id = ?').get(outboxId)).toEqual({
      delivery: 'failed',
      sending_since: null,
    });
  });
});
