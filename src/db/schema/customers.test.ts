import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { MIGRATIONS, migrationsBefore } from './migrations-before';

describe('migration 0033_customers', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives every lead, consent record and shopper a customer, one per address in any case', () => {
    dir = migrationsBefore('0033_customers');
    const database = openDatabase(':memory:');
    applyMigrations(database, dir);
    const db = database.$client;
    const t = 1_790_000_000_000;
    const lead = (name: string, email: string, phone: string | null, at: number) =>
      Number(
        db
          .prepare("insert into inquiries (name, email, phone, subject, message, created_at, updated_at) values (?, ?, ?, 's', 'm', ?, ?)")
          .run(name, email, phone, at, at).lastInsertRowid,
      );
    const first = lead('Zoe', 'Zoe@Example.com', '+1 (416) 555-0134', t);
    const second = lead('Zoë Martin', 'zoe@example.com ', null, t + 1000);
    const other = lead('Ben', 'ben@example.com', '905.555.0100', t + 500);
    db.prepare(
      "insert into consent_records (email, granted, basis, source, wording, wording_version, created_at) values ('zoe@example.com', 0, 'withdrawn', 'unsubscribe', 'w', 'v', ?)",
    ).run(t + 2000);
    db.prepare(
      "insert into consent_records (email, granted, basis, source, wording, wording_version, created_at) values ('only-consent@example.com', 1, 'express', 'staff', 'w', 'v', ?)",
    ).run(t);
    db.prepare(
      "insert into users (username, password_hash, role, first_name, last_name, created_at, updated_at) values ('shopper@example.com', '!', 'customer', 'Sam', 'Shop', ?, ?)",
    ).run(t, t);
    db.prepare("insert into users (username, password_hash, role) values ('staff', 'x', 'employee')").run();

    applyMigrations(database, MIGRATIONS);
    const customerOf = (table: string, id: number) => db.prepare(`select customer_id from ${table} where id = ?`).pluck().get(id);
    const zoe = db.prepare("select * from customers where email_key = 'zoe@example.com'").get() as Record<string, unknown>;
    expect(zoe).toMatchObject({ name: 'Zoë Martin', phone: '+1 (416) 555-0134', phone_key: '4165550134', last_contact_at: t + 1000 });
    expect(customerOf('inquiries', first)).toBe(zoe.id);
    expect(customerOf('inquiries', second)).toBe(zoe.id);
    expect(customerOf('inquiries', other)).not.toBe(zoe.id);
    expect(db.prepare("select phone_key from customers where email_key = 'ben@example.com'").pluck().get()).toBe('9055550100');
    expect(db.prepare('select count(*) from consent_records where customer_id is null').pluck().get()).toBe(0);
    expect(db.prepare("select name from customers where email_key = 'shopper@example.com'").pluck().get()).toBe('Sam Shop');
    expect(db.prepare("select customer_id from users where username = 'shopper@example.com'").pluck().get()).not.toBeNull();
    expect(db.prepare("select customer_id from users where username = 'staff'").pluck().get()).toBeNull();
    expect(db.prepare('select count(*) from customers').pluck().get()).toBe(4);
    // Erasing a customer leaves its leads' rows to their own erasure: the link is cleared, nothing fails.
    db.prepare('delete from customers where id = ?').run(zoe.id);
    expect(customerOf('inquiries', first)).toBeNull();
  });
});
