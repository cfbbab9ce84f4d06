import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { LINK_REMOVED } from '#src/lib/mail/one-time-links';
import { MIGRATIONS, migrationsBefore } from './migrations-before';

describe('migration 0010_outbox_reply', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('links the e-mails already sent as replies to their reply, and nothing else', () => {
    dir = migrationsBefore('0010_outbox_reply');
    const database = openDatabase(':memory:');
    applyMigrations(database, dir);
    const db = database.$client;
    const t = 1_790_000_000_000;
    const inquiry = db
      .prepare(
        "insert into inquiries (name, email, subject, message, created_at, updated_at) values ('Zoë', 'zoe@example.com', 'Hi', 'Hello', ?, ?)",
      )
      .run(t, t).lastInsertRowid;
    const reply = (message: string, at: number) =>
      db
        .prepare(
          "insert into inquiry_replies (inquiry_id, author_name, message, sent_to, delivery, created_at) values (?, 'Marco', ?, 'zoe@example.com', 'failed', ?)",
        )
        .run(inquiry, message, at).lastInsertRowid;
    const mail = (to: string, body: string, at: number) =>
      db
        .prepare(
          "insert into outbox_messages (\"to\", subject, body, delivery, inquiry_id, created_at) values (?, 'Re: Hi', ?, 'failed', ?, ?)",
        )
        .run(to, body, inquiry, at).lastInsertRowid;
    const first = reply('First answer.\r\nThanks', t + 1000);
    const second = reply('Second answer.', t + 60_000);
    const firstMail = mail('zoe@example.com', 'First answer.\nThanks\n\n-- \nMarco', t + 1001);
    const secondMail = mail('zoe@example.com', 'Second answer.\n\n-- \nMarco', t + 60_002);
    const notice = mail('info@ateliermotorgallery.ca', 'A new inquiry arrived from the website.', t + 5);

    applyMigrations(database, MIGRATIONS);
    const linked = (id: number | bigint) => db.prepare('select reply_id from outbox_messages where id = ?').pluck().get(id);
    expect(linked(firstMail)).toBe(Number(first));
    expect(linked(secondMail)).toBe(Number(second));
    expect(linked(notice)).toBeNull();
    // A deleted inquiry takes its replies; the outbox keeps its record of what was sent.
    db.prepare('delete from inquiries where id = ?').run(inquiry);
    expect(db.prepare('select count(*) from outbox_messages where reply_id is not null').pluck().get()).toBe(0);
    expect(db.prepare('select count(*) from outbox_messages').pluck().get()).toBe(3);
  });
});

describe('migration 0011_outbox_offer_event', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("links the e-mails already sent with staff answers to an offer to that answer, and not the dealer's notice", () => {
    dir = migrationsBefore('0011_outbox_offer_event');
    const database = openDatabase(':memory:');
    applyMigrations(database, dir);
    const db = database.$client;
    const t = 1_790_000_000_000;
    const inquiry = db
      .prepare(
        "insert into inquiries (name, email, subject, message, type, created_at, updated_at) values ('Zoë', 'zoe@example.com', 'Offer', 'Offer', 'offer', ?, ?)",
      )
      .run(t, t).lastInsertRowid;
    const offer = db.prepare('insert into offers (inquiry_id, amount, created_at) values (?, 250000, ?)').run(inquiry, t).lastInsertRowid;
    const event = (kind: string, delivery: string | null, at: number) =>
      db
        .prepare("insert into offer_events (offer_id, kind, actor_name, delivery, created_at) values (?, ?, 'Marco', ?, ?)")
        .run(offer, kind, delivery, at).lastInsertRowid;
    const mail = (to: string, at: number) =>
      db
        .prepare(
          "insert into outbox_messages (\"to\", subject, body, delivery, inquiry_id, created_at) values (?, 's', 'b', 'failed', ?, ?)",
        )
        .run(to, inquiry, at).lastInsertRowid;
    event('offer', null, t);
    const notice = mail('info@ateliermotorgallery.ca', t + 20);
    const countered = event('countered', 'failed', t + 60_000);
    const counterMail = mail('zoe@example.com', t + 60_003);
    const declined = event('declined', 'smtp', t + 120_000);
    const declineMail = mail('zoe@example.com', t + 120_001);

    applyMigrations(database, MIGRATIONS);
    const linked = (id: number | bigint) => db.prepare('select offer_event_id from outbox_messages where id = ?').pluck().get(id);
    expect(linked(counterMail)).toBe(Number(countered));
    expect(linked(declineMail)).toBe(Number(declined));
    expect(linked(notice)).toBeNull();
  });
});

describe('migration 0027_outbox_one_time_link', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes the sign-in and download links kept before, marks their kind, and leaves other mail alone', () => {
    dir = migrationsBefore('0027_outbox_one_time_link');
    const database = openDatabase(':memory:');
    applyMigrations(database, dir);
    const db = database.$client;
    const token = 'T'.repeat(43);
    const mail = (body: string, delivery = 'outbox') =>
      db
        .prepare("insert into outbox_messages (\"to\", subject, body, delivery, created_at) values ('a@example.com', 's', ?, ?, 1)")
        .run(body, delivery).lastInsertRowid;
    const signIn = mail(`Here is your link:\n\nhttps://x.example/account#signin=${token}\n\nIf you did not ask…`);
    const sentSignIn = mail('https://x.example/account#signin=[link removed]\n', 'smtp');
    const document = mail(`Your document:\n\nhttps://x.example/documents/download?token=${token}\n\nThe link is yours`, 'failed');
    const other = mail('Manage it here: https://x.example/book/manage?token=abc');

    applyMigrations(database, MIGRATIONS);
    const row = (id: number | bigint) =>
      db.prepare('select body, one_time_link as kind from outbox_messages where id = ?').get(id) as { body: string; kind: string | null };
    expect(row(signIn)).toEqual({
      body: `Here is your link:\n\nhttps://x.example/account#signin=${LINK_REMOVED}\n\nIf you did not ask…`,
      kind: 'shopper-sign-in',
    });
    expect(row(document)).toEqual({
      body: `Your document:\n\nhttps://x.example/documents/download?token=${LINK_REMOVED}\n\nThe link is yours`,
      kind: 'document',
    });
    expect(row(sentSignIn)).toEqual({ body: 'https://x.example/account#signin=[link removed]\n', kind: null });
    expect(row(other)).toEqual({ body: 'Manage it here: https://x.example/book/manage?token=abc', kind: null });
  });
});

describe('migration 0030_outbox_private_tokens', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('replaces the manage and unsubscribe tokens kept before by their placeholders, everywhere, and leaves other mail alone', () => {
    dir = migrationsBefore('0030_outbox_private_tokens');
    const database = openDatabase(':memory:');
    applyMigrations(database, dir);
    const db = database.$client;
    const manage = `1234.${'M'.repeat(43)}`;
    const unsubscribe = `u2.${'i'.repeat(22)}.${'S'.repeat(43)}`;
    const legacy = `u1.${Buffer.from('zoe@example.com').toString('base64url')}.${'L'.repeat(43)}`;
    const insert = (p: { body: string; html?: string; headers?: string; attachments?: string; delivery?: string }) =>
      db
        .prepare(
          "insert into outbox_messages (\"to\", subject, body, html, headers, attachments, delivery, created_at) values ('zoe@example.com', 's', ?, ?, ?, ?, ?, 1)",
        )
        .run(p.body, p.html ?? null, p.headers ?? null, p.attachments ?? null, p.delivery ?? 'failed').lastInsertRowid;
    const booked = insert({
      body: `Confirm: https://x.example/book/manage?token=${manage}\nAgain https://x.example/book/manage?token=${manage}\n--\nUnsubscribe (one click): https://x.example/unsubscribe?token=${unsubscribe}\n`,
      html: `<a href="https://x.example/book/manage?token=${manage}">Confirm</a><a href="https://x.example/unsubscribe?token=${unsubscribe}">Unsubscribe</a>`,
      headers: JSON.stringify({ 'List-Unsubscribe': `<https://x.example/unsubscribe?token=${unsubscribe}>` }),
      attachments: JSON.stringify([{ filename: 'appointment.ics', contentType: 'text/calendar', contentBase64: 'QkVHSU4=' }]),
    });
    const old = insert({ body: `To stop: https://x.example/unsubscribe?token=${legacy}`, delivery: 'smtp' });
    const other = insert({ body: 'Manage it here: https://x.example/book/manage?token=abc', attachments: '[]' });

    applyMigrations(database, MIGRATIONS);
    const row = (id: number | bigint) =>
      db.prepare('select body, html, headers, attachments from outbox_messages where id = ?').get(id) as Record<string, string | null>;
    const m = '[private token: appointment 1234]';
    const u = '[private token: unsubscribe]';
    expect(row(booked)).toEqual({
      body: `Confirm: https://x.example/book/manage?token=${m}\nAgain https://x.example/book/manage?token=${m}\n--\nUnsubscribe (one click): https://x.example/unsubscribe?token=${u}\n`,
      html: `<a href="https://x.example/book/manage?token=${m}">Confirm</a><a href="https://x.example/unsubscribe?token=${u}">Unsubscribe</a>`,
      headers: JSON.stringify({ 'List-Unsubscribe': `<https://x.example/unsubscribe?token=${u}>` }),
      attachments: null,
    });
    expect(row(old).body).toBe(`To stop: https://x.example/unsubscribe?token=${u}`);
    expect(row(other)).toEqual({
      body: 'Manage it here: https://x.example/book/manage?token=abc',
      html: null,
      headers: null,
      attachments: '[]',
    });
  });
});
