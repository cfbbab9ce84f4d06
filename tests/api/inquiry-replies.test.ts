import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tableRows, uniqueVin, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

type Received = { from: string; to: string[]; headers: Record<string, string>; body: string };

/**
 * A minimal SMTP server (RFC 5321 without extensions): enough for nodemailer
 * to deliver to, recording each message; `reject` makes it refuse recipients.
 */
function startSmtpServer(): Promise<{ port: number; received: Received[]; state: { reject: boolean }; close: () => Promise<void> }> {
  const received: Received[] = [];
  const state = { reject: false };
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string[] | null = null;
    let envelope = { from: '', to: [] as string[] };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push({ ...envelope, ...parseMessage(data) });
            data = null;
            socket.write('250 2.0.0 Queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.local\r\n');
        else if (verb === 'MAIL') {
          envelope = { from: address, to: [] };
          socket.write('250 2.1.0 OK\r\n');
        } else if (verb === 'RCPT') {
          if (state.reject) socket.write('550 5.1.1 Mailbox unavailable\r\n');
          else {
            envelope.to.push(address);
            socket.write('250 2.1.5 OK\r\n');
          }
        } else if (verb === 'DATA') {
          data = [];
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'RSET') socket.write('250 2.0.0 OK\r\n');
        else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else socket.write('502 5.5.1 Not implemented\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, received, state, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

/** Headers (unfolded, names lower-cased) and the decoded text body of a single-part message. */
function parseMessage(lines: string[]): { headers: Record<string, string>; body: string } {
  const split = lines.indexOf('');
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of lines.slice(0, split)) {
    if (/^\s/.test(line)) headers[last] += ' ' + line.trim();
    else {
      const colon = line.indexOf(':');
      last = line.slice(0, colon).toLowerCase();
      headers[last] = line.slice(colon + 1).trim();
    }
  }
  const raw = lines.slice(split + 1).join('\r\n');
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(raw, 'base64');
  else if (encoding === 'quoted-printable') {
    const soft = raw.replace(/=\r\n/g, '');
    bytes = Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  } else bytes = Buffer.from(raw, 'utf8');
  return { headers, body: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

/** A MIME encoded-word subject (=?UTF-8?Q?...?=) as plain text. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mailServer: TestServer; // SMTP_URL points at the test SMTP server
let outboxServer: TestServer; // no SMTP_URL
let staff: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [mailServer, outboxServer] = await Promise.all([
    startTestServer({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: '"Atelier Test" <replies@example.com>', INQUIRY_RATE_LIMIT: '1000' },
    }),
    startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000' } }),
  ]);
  staff = await new ApiClient(mailServer.url).loginAs('employee');
});
afterAll(async () => {
  await Promise.all([mailServer?.stop(), outboxServer?.stop()]);
  await smtp?.close();
});
beforeEach(() => {
  smtp.state.reject = false;
});

const customer = {
  name: 'Zoë Laurent',
  subject: 'Huracán viewing',
  message: 'Is the Huracán still available?\nI could come on Saturday.',
};

/** The e-mails about this new inquiry that have been sent or saved (the outbox rows that carry no reply): the dealer's notice, then the customer's acknowledgement. */
const noticesOf = (server: TestServer, id: number) =>
  server
    .sqlite()
    .prepare('select "to", subject, delivery, error from outbox_messages where inquiry_id = ? and reply_id is null')
    .all(id) as {
    to: string;
    subject: string;
    delivery: string;
    error: string | null;
  }[];

let inquiries = 0;

/**
 * Posts the customer's inquiry from an address of its own, then waits for the dealer's new-lead notice and the
 * customer's receipt, which the server sends after answering: the tests below count e-mails and outbox rows, and
 * must not have either land in the middle of a count. Each address is new because a receipt goes to an address once
 * a day (tests/api/lead-receipts.test.ts): from one address only the first inquiry would have one.
 */
async function newInquiry(server: TestServer): Promise<{ id: number; email: string }> {
  const email = `zoe.${++inquiries}@example.com`;
  const res = await new ApiClient(server.url).post('/api/inquiries', { ...customer, email });
  expect(res.status).toBe(201);
  const id = res.body.id as number;
  await expect.poll(() => noticesOf(server, id).length, { timeout: 10_000 }).toBe(2);
  return { id, email };
}

const snapshot = (server: TestServer) => ({
  inquiries: tableRows(server, 'inquiries'),
  replies: tableRows(server, 'inquiry_replies'),
  outbox: tableRows(server, 'outbox_messages'),
  activity: tableRows(server, 'activity_log'),
});

describe('POST /api/inquiries/{id}/replies with a mail server', () => {
  it('sends the reply to the customer with the right To, Subject and body, and stores it', async () => {
    const { id, email } = await newInquiry(mailServer);
    const before = smtp.received.length;
    const res = await staff.post(`/api/inquiries/${id}/replies`, { message: '  Yes, it is. Saturday at 11 works.\nSee you then.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ delivery: 'smtp', message: 'Reply sent', inquiry: { id, status: 'responded', replyCount: 1 } });
    expect(res.body.reply).toMatchObject({
      inquiryId: id,
      authorName: 'Marco Bellini',
      message: 'Yes, it is. Saturday at 11 works.\nSee you then.',
      sentTo: email,
      delivery: 'smtp',
      deliveryError: null,
    });

    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('replies@example.com');
    expect(mail.headers.to).toBe(email);
    expect(decodeHeader(mail.headers.subject)).toBe('Re: Huracán viewing');
    expect(mail.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    const body = mail.body;
    expect(body.startsWith('Yes, it is. Saturday at 11 works.\nSee you then.\n')).toBe(true);
    // Signature: who, the dealer's name, phone and address.
    expect(body).toContain(
      '\n-- \nMarco Bellini\nAtelier Motor Gallery\n(905) 555-0142\n2600 Rutherford Road, Unit 12, Vaughan, ON L4K 5R1\n',
    );
    // The original, quoted.
    expect(body).toMatch(/On .+, Zoë Laurent <[^>]+> wrote:\n/);
    expect(body).toContain(`Zoë Laurent <${email}> wrote:\n> Is the Huracán still available?\n> I could come on Saturday.`);
  });

  it('keeps the reply, the e-mail, the responded status and the activity entry together', async () => {
    const { id, email } = await newInquiry(mailServer);
    await staff.post(`/api/inquiries/${id}/replies`, { message: 'Thank you for your interest.' });
    const db = mailServer.sqlite();
    const user = db.prepare("select id from users where username = 'staff'").get() as { id: number };
    expect(db.prepare('select author_id, author_name, delivery, sent_to from inquiry_replies where inquiry_id = ?').all(id)).toEqual([
      { author_id: user.id, author_name: 'Marco Bellini', delivery: 'smtp', sent_to: email },
    ]);
    // The reply's e-mail, linked to the reply (the dealer's new-lead notice about the inquiry is the other row).
    const reply = db.prepare('select id from inquiry_replies where inquiry_id = ?').get(id) as { id: number };
    expect(
      db
        .prepare('select "to", subject, delivery, error, reply_id from outbox_messages where inquiry_id = ? and reply_id is not null')
        .all(id),
    ).toEqual([{ to: email, subject: 'Re: Huracán viewing', delivery: 'smtp', error: null, reply_id: reply.id }]);
    expect(db.prepare('select status from inquiries where id = ?').get(id)).toEqual({ status: 'responded' });
    expect(db.prepare("select actor_name, user_id from activity_log where action = 'inquiry.replied' and entity_id = ?").all(id)).toEqual([
      { actor_name: 'Marco Bellini', user_id: user.id },
    ]);
  });

  it('stores a refused reply as failed and answers 502 saying it was saved but not sent', async () => {
    const { id } = await newInquiry(mailServer);
    smtp.state.reject = true;
    const res = await staff.post(`/api/inquiries/${id}/replies`, { message: 'We will call you tomorrow.' });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The reply was saved but could not be sent: .*550/);
    expect(res.body).toMatchObject({
      delivery: 'failed',
      reply: { delivery: 'failed', message: 'We will call you tomorrow.' },
      inquiry: { status: 'responded' },
    });
    const row = mailServer.sqlite().prepare('select delivery, delivery_error from inquiry_replies where inquiry_id = ?').get(id) as {
      delivery: string;
      delivery_error: string;
    };
    expect(row.delivery).toBe('failed');
    expect(row.delivery_error).toMatch(/550/);
    expect(
      mailServer.sqlite().prepare('select delivery from outbox_messages where inquiry_id = ? and reply_id is not null').get(id),
    ).toEqual({
      delivery: 'failed',
    });
  });

  it('lists replies oldest first on the inquiry', async () => {
    const { id } = await newInquiry(mailServer);
    await staff.post(`/api/inquiries/${id}/replies`, { message: 'First answer.' });
    await staff.post(`/api/inquiries/${id}/replies`, { message: 'Second answer.' });
    const res = await staff.get(`/api/inquiries/${id}`);
    expect(res.body.replies.map((r: { message: string }) => r.message)).toEqual(['First answer.', 'Second answer.']);
    expect(res.body.replyCount).toBe(2);
  });
});

describe("the dealer's new-lead e-mail", () => {
  it('goes to the dealer for a plain inquiry, and the acknowledgement to the customer, recorded in the outbox as sent', async () => {
    const before = smtp.received.length;
    const { id, email } = await newInquiry(mailServer);
    expect(noticesOf(mailServer, id)).toEqual([
      { to: 'info@ateliermotorgallery.ca', subject: 'New inquiry: Huracán viewing', delivery: 'smtp', error: null },
      { to: email, subject: 'We received your inquiry', delivery: 'smtp', error: null },
    ]);
    const notice = smtp.received.slice(before).find((m) => m.to.includes('info@ateliermotorgallery.ca'));
    expect(notice?.body).toContain(`Customer: Zoë Laurent <${email}>`);
    expect(notice?.body).toContain(`/employee/inquiries?open=${id}`);
  });

  it('never costs the lead: a mail server that refuses it leaves the inquiry stored and the notice failed in the outbox', async () => {
    smtp.state.reject = true;
    const { id } = await newInquiry(mailServer);
    expect(mailServer.sqlite().prepare('select name, status from inquiries where id = ?').get(id)).toEqual({
      name: 'Zoë Laurent',
      status: 'new',
    });
    const [notice] = noticesOf(mailServer, id);
    expect(notice.delivery).toBe('failed');
    expect(notice.error).toMatch(/550/);
  });
});

describe('POST /api/inquiries/{id}/replies refusals', () => {
  const bad: [string, unknown][] = [
    ['missing', undefined],
    ['blank', '   \n '],
    ['not text', 42],
    ['too long', 'x'.repeat(10_001)],
  ];
  it.each(bad)('refuses a %s message with a 400 naming it: nothing stored, nothing sent', async (_label, message) => {
    const { id } = await newInquiry(mailServer);
    const before = snapshot(mailServer);
    const sent = smtp.received.length;
    const res = await staff.post(`/api/inquiries/${id}/replies`, message === undefined ? {} : { message });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['message']);
    expect(snapshot(mailServer)).toEqual(before);
    expect(smtp.received.length).toBe(sent);
  });

  it('answers 401 without a session and 404 for an unknown inquiry, sending nothing', async () => {
    const { id } = await newInquiry(mailServer);
    const before = snapshot(mailServer);
    const sent = smtp.received.length;
    expect((await new ApiClient(mailServer.url).post(`/api/inquiries/${id}/replies`, { message: 'Hello there.' })).status).toBe(401);
    expect((await staff.post('/api/inquiries/999999/replies', { message: 'Hello there.' })).status).toBe(404);
    expect((await staff.post('/api/inquiries/x/replies', { message: 'Hello there.' })).status).toBe(404);
    expect(snapshot(mailServer)).toEqual(before);
    expect(smtp.received.length).toBe(sent);
  });

  it('lets an admin reply too', async () => {
    const { id } = await newInquiry(mailServer);
    const admin = await new ApiClient(mailServer.url).loginAs('admin');
    const res = await admin.post(`/api/inquiries/${id}/replies`, { message: 'Our pleasure.' });
    expect(res.status).toBe(201);
    expect(res.body.reply.authorName).toBe('Alexandra Reid');
  });
});

describe('without SMTP_URL: the outbox', () => {
  it('writes the reply to the outbox (delivery outbox) and GET /api/outbox shows it, newest first', async () => {
    const api = await new ApiClient(outboxServer.url).loginAs('employee');
    const { id: first, email } = await newInquiry(outboxServer);
    const { id: second } = await newInquiry(outboxServer);
    const a = await api.post(`/api/inquiries/${first}/replies`, { message: 'First reply from the outbox.' });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      delivery: 'outbox',
      message: 'Reply saved to the outbox (no mail server configured)',
      reply: { delivery: 'outbox' },
      inquiry: { status: 'responded' },
    });
    await api.post(`/api/inquiries/${second}/replies`, { message: 'Second reply from the outbox.' });
    const res = await api.get('/api/outbox');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { inquiryId: number }) => m.inquiryId).slice(0, 2)).toEqual([second, first]);
    const message = res.body[1];
    expect(message).toMatchObject({ to: email, subject: 'Re: Huracán viewing', delivery: 'outbox', error: null });
    expect(message.body).toMatch(/^First reply from the outbox\.\n\n-- \nMarco Bellini\nAtelier Motor Gallery\n/);
    expect(message.body).toContain('> Is the Huracán still available?');
  });

  it('shows the outbox to staff only', async () => {
    expect((await new ApiClient(outboxServer.url).get('/api/outbox')).status).toBe(401);
    expect((await (await new ApiClient(outboxServer.url).loginAs('admin')).get('/api/outbox')).status).toBe(200);
  });
});

describe('POST /api/outbox/{id}/retry', () => {
  type OutboxRow = { id: number; delivery: string; error: string | null; subject: string };
  const newest = (server: TestServer) => (tableRows(server, 'outbox_messages') as OutboxRow[]).reduce((a, b) => (b.id > a.id ? b : a));

  it('sends a failed message again through the mail server and records that it went', async () => {
    const { id, email } = await newInquiry(mailServer);
    smtp.state.reject = true;
    const refused = await staff.post(`/api/inquiries/${id}/replies`, { message: 'We will call you tomorrow.' });
    expect(refused.status).toBe(502);
    const failed = newest(mailServer);
    expect(failed.delivery).toBe('failed');

    smtp.state.reject = false;
    const before = smtp.received.length;
    const res = await staff.post(`/api/outbox/${failed.id}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: failed.id, delivery: 'smtp', error: null, to: email });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([email]);
    expect(smtp.received.at(-1)!.body).toContain('We will call you tomorrow.');
    expect(newest(mailServer)).toMatchObject({ id: failed.id, delivery: 'smtp', error: null });

    // Sent is sent: a second retry sends nothing.
    const again = await staff.post(`/api/outbox/${failed.id}/retry`);
    expect(again.status).toBe(409);
    expect(smtp.received.length).toBe(before + 1);
  });

  it("shows the retried reply as e-mailed on the inquiry's reply thread, not still failed", async () => {
    const { id, email } = await newInquiry(mailServer);
    smtp.state.reject = true;
    expect((await staff.post(`/api/inquiries/${id}/replies`, { message: 'Retried until it went.' })).status).toBe(502);
    const thread = async () =>
      (await staff.get(`/api/inquiries/${id}`)).body.replies as { delivery: string; deliveryError: string | null }[];
    const [failedReply] = await thread();
    expect(failedReply.delivery).toBe('failed');
    expect(failedReply.deliveryError).toMatch(/550/);
    const message = newest(mailServer);

    // Refused again: the reply keeps failed, with the new reason.
    expect((await staff.post(`/api/outbox/${message.id}/retry`)).status).toBe(502);
    expect((await thread())[0]).toMatchObject({ delivery: 'failed', deliveryError: expect.stringMatching(/550/) });

    smtp.state.reject = false;
    const before = smtp.received.length;
    expect((await staff.post(`/api/outbox/${message.id}/retry`)).status).toBe(200);
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([[email]]);
    expect(await thread()).toMatchObject([{ delivery: 'smtp', deliveryError: null }]);
    // The inbox's lead dialog reads the same thread.
    const lead = await staff.get(`/api/leads/inquiry/${id}`);
    expect(lead.status).toBe(200);
    expect(lead.body.replies).toMatchObject([{ delivery: 'smtp', deliveryError: null }]);
  });

  it("shows a retried answer to an offer as e-mailed in the offer's history, not still failed", async () => {
    const vehicle = await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023, vin: uniqueVin() }));
    expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
    const offer = await new ApiClient(mailServer.url).post('/api/leads/offer', {
      name: 'Zoë Laurent',
      email: 'zoe.offer@example.com',
      phone: '416-555-0199',
      vehicleId: vehicle.body.id,
      amount: 250_000,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const id = offer.body.id as number;
    // The dealer's notice of the new offer first, so it is not the message retried below.
    await expect.poll(() => noticesOf(mailServer, id).length, { timeout: 10_000 }).toBe(2);
    const history = async () =>
      (await staff.get(`/api/leads/offer/${id}`)).body.offer.events as { kind: string; delivery: string | null }[];

    smtp.state.reject = true;
    expect((await staff.post(`/api/leads/offer/${id}/decision`, { decision: 'declined', message: 'It has been sold.' })).status).toBe(502);
    expect((await history()).at(-1)).toMatchObject({ kind: 'declined', delivery: 'failed' });
    const message = newest(mailServer);
    expect(message).toMatchObject({ delivery: 'failed' });

    smtp.state.reject = false;
    expect((await staff.post(`/api/outbox/${message.id}/retry`)).status).toBe(200);
    expect((await history()).at(-1)).toMatchObject({ kind: 'declined', delivery: 'smtp' });
  });

  it('keeps the message failed, with the reason, when the mail server refuses again', async () => {
    const { id } = await newInquiry(mailServer);
    smtp.state.reject = true;
    await staff.post(`/api/inquiries/${id}/replies`, { message: 'Refused twice.' });
    const failed = newest(mailServer);
    const res = await staff.post(`/api/outbox/${failed.id}/retry`);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/could not be sent/);
    expect(res.body.outbox).toMatchObject({ id: failed.id, delivery: 'failed' });
    expect(newest(mailServer).error).toBeTruthy();
  });

  it('refuses without a mail server and leaves the message waiting in the outbox', async () => {
    const outboxStaff = await new ApiClient(outboxServer.url).loginAs('employee');
    const { id } = await newInquiry(outboxServer);
    expect((await outboxStaff.post(`/api/inquiries/${id}/replies`, { message: 'Waiting for a mail server.' })).status).toBe(201);
    const waiting = newest(outboxServer);
    expect(waiting.delivery).toBe('outbox');
    const res = await outboxStaff.post(`/api/outbox/${waiting.id}/retry`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/No mail server is set up/);
    expect(newest(outboxServer)).toMatchObject({ id: waiting.id, delivery: 'outbox' });
  });

  it('pages what is unsent on the server, as the outbox screen asks: waiting or failed, newest first, with counts', async () => {
    const db = mailServer.sqlite();
    const expected = db.prepare("select id from outbox_messages where delivery != 'smtp' order by created_at desc, id desc").pluck().all();
    expect(expected.length, 'earlier tests left failed mail').toBeGreaterThan(1);
    const seen: number[] = [];
    for (let page = 1; page <= expected.length + 1; page++) {
      const res = await staff.get(`/api/outbox?page=${page}&pageSize=1&delivery=unsent`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        total: expected.length,
        counts: {
          all: db.prepare('select count(*) from outbox_messages').pluck().get(),
          unsent: expected.length,
          failed: db.prepare("select count(*) from outbox_messages where delivery = 'failed'").pluck().get(),
        },
      });
      seen.push(...res.body.items.map((m: { id: number }) => m.id));
    }
    expect(seen).toEqual(expected);
    const bad = await staff.get('/api/outbox?page=1&delivery=lost');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['delivery']);
    expect((await new ApiClient(mailServer.url).get('/api/outbox?page=1')).status).toBe(401);
  });

  it('answers 404 for an unknown message and 401 without a session', async () => {
    expect((await staff.post('/api/outbox/999999/retry')).status).toBe(404);
    expect((await staff.post('/api/outbox/abc/retry')).status).toBe(404);
    expect((await new ApiClient(mailServer.url).post('/api/outbox/1/retry')).status).toBe(401);
  });
});
