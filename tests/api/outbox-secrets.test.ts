// Issue 37, item 4: no one-time link is readable in the outbox. Without SMTP_URL, or when the mail server
// refuses, the outbox keeps a shopper's sign-in e-mail and a released document's e-mail with the link removed;
// staff and admin reading it over the API find no token; "Send a new link" e-mails a fresh one, which works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { CookieClient, signInToken } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { plainPdf } from '../support/pdf-test-files';

const SIGN_IN_TOKEN = /#signin=[A-Za-z0-9_-]{43}/;
const DOCUMENT_TOKEN = /download\?token=[A-Za-z0-9_-]{43}/;
const PLACEHOLDER = '[one-time link removed';

type Row = { id: number; to: string; subject: string; body: string; delivery: string; oneTimeLink: string | null };

/** Every outbox message as a staff member (or the admin) reads it over the API: the log and the outbox screen's page. */
async function outboxAsRead(client: ApiClient): Promise<{ text: string; rows: Row[] }> {
  const log = await client.get('/api/outbox');
  const unsent = await client.get('/api/outbox?page=1&pageSize=100&delivery=unsent');
  expect(log.status).toBe(200);
  expect(unsent.status).toBe(200);
  return { text: JSON.stringify([log.body, unsent.body]), rows: log.body as Row[] };
}

/** A document kept on request, asked for by `email`; the lead's id. */
async function documentRequest(server: TestServer, staff: ApiClient, email: string, address: string): Promise<number> {
  const vehicleId = (
    server.sqlite().prepare("select id from vehicles where status = 'available' order by id limit 1").get() as { id: number }
  ).id;
  const form = new FormData();
  form.append('file', new File([Buffer.from(await (await plainPdf('Inspection')).save())], 'scan.pdf', { type: 'application/pdf' }));
  for (const [k, v] of Object.entries({ kind: 'inspection-report', title: 'Inspection report', visibility: 'on-request' }))
    form.append(k, v);
  const doc = await staff.post(`/api/vehicles/${vehicleId}/documents`, form);
  expect(doc.status).toBe(201);
  const asked = await new ApiClient(server.url).post(
    '/api/leads/document-request',
    { vehicleId, documentId: doc.body.id, name: 'Ada Shopper', email },
    { 'x-forwarded-for': address },
  );
  expect(asked.status).toBe(201);
  return asked.body.id as number;
}

describe('without SMTP_URL', () => {
  let server: TestServer;
  let staff: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    staff = await new ApiClient(server.url).loginAs('employee');
    admin = await new ApiClient(server.url).loginAs('admin');
  }, 90_000);
  afterAll(async () => server?.stop());

  it('keeps the sign-in and document e-mails with their links removed: staff and admin read no token', async () => {
    const shopper = new CookieClient(server.url, { 'x-forwarded-for': '2001:db8:4::1' });
    expect((await shopper.post('/api/shopper/sign-in/link', { email: 'quiet.shopper@example.com' })).status).toBe(202);
    const inquiryId = await documentRequest(server, staff, 'doc.reader@example.com', '2001:db8:5::1');
    const released = await staff.post(`/api/document-requests/${inquiryId}/release`);
    expect(released.status).toBe(200);
    expect(released.body.delivery).toBe('outbox');

    // The sign-in e-mail is written after the answer: wait for its row.
    await expect.poll(async () => (await outboxAsRead(staff)).rows.filter((r) => r.oneTimeLink).length).toBe(2);
    for (const reader of [staff, admin]) {
      const { text, rows } = await outboxAsRead(reader);
      expect(text).not.toMatch(SIGN_IN_TOKEN);
      expect(text).not.toMatch(DOCUMENT_TOKEN);
      const signIn = rows.find((r) => r.to === 'quiet.shopper@example.com')!;
      expect(signIn).toMatchObject({ delivery: 'outbox', oneTimeLink: 'shopper-sign-in' });
      expect(signIn.body).toContain(PLACEHOLDER);
      const document = rows.find((r) => r.to === 'doc.reader@example.com')!;
      expect(document).toMatchObject({ delivery: 'outbox', oneTimeLink: 'document' });
      expect(document.body).toContain(PLACEHOLDER);
    }
    // Not in the database either (every column of every row).
    expect(JSON.stringify(server.sqlite().prepare('select * from outbox_messages').all())).not.toMatch(SIGN_IN_TOKEN);
    // Nothing can leave without a mail server: the retry says so and changes nothing.
    const row = (await outboxAsRead(staff)).rows.find((r) => r.to === 'quiet.shopper@example.com')!;
    expect((await staff.post(`/api/outbox/${row.id}/retry`)).status).toBe(409);
  });
});

describe('when the mail server refuses', () => {
  let server: TestServer;
  let smtp: SmtpCapture;
  let staff: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
    staff = await new ApiClient(server.url).loginAs('employee');
    admin = await new ApiClient(server.url).loginAs('admin');
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('keeps no live link; "Send a new link" e-mails a fresh one, and the shopper signs in with it', async () => {
    smtp.state.reject = true;
    const email = 'refused.shopper@example.com';
    const shopper = new CookieClient(server.url, { 'x-forwarded-for': '2001:db8:6::1' });
    expect((await shopper.post('/api/shopper/sign-in/link', { email })).status).toBe(202);
    const failed = async () => (await outboxAsRead(admin)).rows.find((r) => r.to === email && r.delivery === 'failed');
    await expect.poll(failed).toBeDefined();
    const row = (await failed())!;
    expect(row.oneTimeLink).toBe('shopper-sign-in');
    expect(row.body).toContain(PLACEHOLDER);
    for (const reader of [staff, admin]) expect((await outboxAsRead(reader)).text).not.toMatch(SIGN_IN_TOKEN);

    smtp.state.reject = false;
    const before = smtp.messages.length;
    const resent = await staff.post(`/api/outbox/${row.id}/retry`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: row.id, delivery: 'smtp', oneTimeLink: 'shopper-sign-in' });
    expect(resent.body.body).toContain(PLACEHOLDER);
    const token = await signInToken(smtp, email, before);
    // The fresh link is in the shopper's mailbox only.
    expect(JSON.stringify(server.sqlite().prepare('select * from outbox_messages').all())).not.toContain(token);
    expect((await outboxAsRead(admin)).text).not.toContain(token);
    // Sent by staff, not asked for by this browser: the shopper confirms whose account it opens.
    const used = await shopper.post('/api/shopper/sign-in/verify', { token, confirmed: true });
    expect(used.status).toBe(200);
    expect(used.body.shopper.email).toBe(email);
  });

  it('a refused document e-mail keeps no link; sending a new one releases a fresh link that downloads once', async () => {
    smtp.state.reject = true;
    const email = 'refused.reader@example.com';
    const inquiryId = await documentRequest(server, staff, email, '2001:db8:7::1');
    const released = await staff.post(`/api/document-requests/${inquiryId}/release`);
    expect(released.body.delivery).toBe('failed');
    const { text, rows } = await outboxAsRead(staff);
    expect(text).not.toMatch(DOCUMENT_TOKEN);
    const row = rows.find((r) => r.to === email && r.delivery === 'failed')!;
    expect(row).toMatchObject({ oneTimeLink: 'document' });

    smtp.state.reject = false;
    const resent = await staff.post(`/api/outbox/${row.id}/retry`);
    expect(resent.status).toBe(200);
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes(email) && (m.subject ?? '').startsWith('Your document'));
    const link = /https?:\/\/\S+\/documents\/download\?token=([\w-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect((await outboxAsRead(admin)).text).not.toContain(link![1]);
    const url = new URL(link![0]);
    expect((await fetch(`${server.url}${url.pathname}${url.search}`)).status).toBe(200);
    expect((await fetch(`${server.url}${url.pathname}${url.search}`)).status).toBe(410);
    // Releasing again is recorded as staff's act.
    expect(
      server
        .sqlite()
        .prepare("select count(*) from activity_log where action = 'inquiry.document-released' and entity_id = ?")
        .pluck()
        .get(inquiryId),
    ).toBe(2);
  });
});
