import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { appointments, inquiries } from './index';

let database: Db;
const start = new Date('2026-11-28T15:00:00Z');
const end = new Date('2026-11-28T16:00:00Z');

function lead(): number {
  return database
    .insert(inquiries)
    .values({ name: 'A', email: 'a@example.com', subject: 's', message: 'm', type: 'appointment' })
    .returning()
    .get().id;
}
function book(bay = 1, at = start) {
  return database
    .insert(appointments)
    .values({ inquiryId: lead(), kind: 'viewing', startsAt: at, endsAt: new Date(at.getTime() + 3_600_000), bay, linkSalt: 'x' })
    .returning()
    .get();
}

beforeEach(() => {
  database = openDatabase(':memory:');
  applyMigrations(database, 'src/db/migrations');
});

describe('appointments: the database refuses double bookings', () => {
  it('two live appointments in one bay at one start: the second insert fails', () => {
    book(1);
    expect(() => book(1)).toThrow(/UNIQUE constraint failed: appointments.starts_at, appointments.bay/);
  });

  it('another bay, or another start, is fine', () => {
    book(1);
    expect(book(2).bay).toBe(2);
    expect(book(1, end).startsAt).toEqual(end);
  });

  it('a cancelled appointment frees its slot', () => {
    const first = book(1);
    database.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, first.id)).run();
    expect(book(1).status).toBe('requested');
    // ...and cannot be revived on top of the new one.
    expect(() => database.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, first.id)).run()).toThrow(/UNIQUE/);
  });

  it('an appointment must end after it starts, in a bay numbered from 1', () => {
    expect(() =>
      database.insert(appointments).values({ inquiryId: lead(), kind: 'viewing', startsAt: end, endsAt: start, linkSalt: 'x' }).run(),
    ).toThrow(/CHECK/);
    expect(() => book(0)).toThrow(/CHECK/);
  });
});
