import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

// PIPEDA erasure must reach the disk: after an erasure (and a checkpoint of the WAL) none of the
// customer's words may be found in the raw bytes of the database file or its WAL: not in free pages,
// not in the full-text index, not as an unsalted hash in the activity log, and an old unsubscribe link
// clicked afterwards must not write the address back.

let server: TestServer;
let smtp: SmtpCapture;
// Erasing is the admin's (issue 21, item 10); the admin also searches the leads.
/** The admin: erasing a customer is the admin's (issue 21, item 10). */
let staff: ApiClient;

const person = {
  name: 'Quentin Zabriskie-Oyelaran',
  email: 'quentin.zabriskie@example.com',
  phone: '416-555-0173',
};
const message = 'Marmalade heliotrope sonata: does the Roma come with the carbon package?';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1000', SMTP_URL: smtp.url } });
  staff = await new ApiClient(server.url).loginAs('admin');
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** Every file SQLite keeps for the database, as raw bytes. */
function databaseBytes(): Buffer {
  const file = path.join(server.dataDir, 'dealership.sqlite');
  return Buffer.concat(['', '-wal', '-journal'].map((s) => (fs.existsSync(file + s) ? fs.readFileSync(file + s) : Buffer.alloc(0))));
}

/** Where a text is found in the bytes, as UTF-8 or UTF-16 (SQLite may store either), any case. */
function occurrences(bytes: Buffer, text: string): number {
  const haystack = bytes.toString('latin1').toLowerCase();
  let count = 0;
  for (const needle of [Buffer.from(text.toLowerCase()), Buffer.from(text.toLowerCase(), 'utf16le')]) {
    const n = needle.toString('latin1');
    for (let at = haystack.indexOf(n); at !== -1; at = haystack.indexOf(n, at + 1)) count += 1;
  }
  return count;
}

const words = [person.name, person.email, person.phone, 'Zabriskie', 'heliotrope sonata', 'Marmalade'];

describe('erasure reaches the disk', () => {
  it('leaves no copy of the name, e-mail, phone or message in the database file or its WAL, and an old unsubscribe link stores nothing', async () => {
    const visitor = new ApiClient(server.url);
    for (let i = 0; i < 2; i++) {
      const res = await visitor.post('/api/inquiries', { ...person, subject: `Roma question ${i}`, message });
      expect(res.status).toBe(201);
    }
    const today = new Date().toISOString().slice(0, 10);
    const days = (await visitor.get(`/api/appointments/days?from=${today}&count=28`)).body.days as { date: string; free: number }[];
    const date = days.slice(2).find((d) => d.free > 0)!.date;
    const [slot] = (await visitor.get(`/api/appointments/slots?date=${date}`)).body.slots as { start: string }[];
    const booked = await visitor.post('/api/appointments', { ...person, kind: 'viewing', start: slot.start, message });
    expect(booked.status).toBe(201);
    // Mail sent to the customer carries an unsubscribe link: kept here as the customer keeps it in their inbox.
    const mail = await smtp.waitFor(
      (m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').toLowerCase() === person.email && /\/unsubscribe\?token=/.test(m.text ?? ''),
    );
    const link = /https?:\/\/\S+?(\/unsubscribe\?token=\S+)/.exec(mail.text ?? '')![1];
    // The full-text search finds the customer before the erasure (the index holds their words).
    expect((await staff.get('/api/inquiries?page=1&q=Zabriskie')).body.items.length).toBeGreaterThan(0);

    const erased = await staff.post('/api/customers/erase', { email: person.email, confirmEmail: person.email });
    expect(erased.status).toBe(200);
    expect(erased.body.leads).toBe(3);

    // The customer clicks the old link after the erasure: the address must not come back.
    const clicked = await fetch(server.url + link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBeLessThan(500);
    expect(countOf(server, 'consent_records', 'lower(email) = ?', person.email)).toBe(0);

    const sqlite = writableDb(server);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();

    const bytes = databaseBytes();
    const found = Object.fromEntries(words.map((w) => [w, occurrences(bytes, w)]));
    expect(found).toEqual(Object.fromEntries(words.map((w) => [w, 0])));

    // The activity log's reference to the erased customer is a keyed hash: not the plain SHA-256 anyone can compute from the address.
    const plain = createHash('sha256').update(person.email).digest('hex');
    const log = server.sqlite().prepare("select summary from activity_log where action = 'customer.erased'").all() as { summary: string }[];
    expect(log).toHaveLength(1);
    expect(log[0].summary).toMatch(/ref [0-9a-f]{12}/);
    expect(log[0].summary).not.toContain(plain.slice(0, 12));
    expect(occurrences(bytes, plain.slice(0, 12))).toBe(0);
    expect((await staff.get('/api/inquiries?page=1&q=Zabriskie')).body.items).toEqual([]);
  });

  it('the privacy policy says how long backups keep erased data (14 days by default) and why', async () => {
    const html = await (await fetch(`${server.url}/privacy-policy`)).text();
    // The policy is Markdown staff edit (issue 24): the paragraph is found by its words, not by an attribute.
    const paragraph =
      [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1].replace(/\s+/g, ' ')).find((p) => p.includes('daily backups')) ?? '';
    expect(paragraph).toMatch(/up to 14 days in our daily backups/);
    expect(paragraph).toMatch(/so that a failed disk or a mistake cannot lose/);
  });
});
