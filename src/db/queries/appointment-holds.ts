import { and, asc, desc, eq, gt, inArray, isNotNull, lte, min, ne, sql } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { activityLog, appointments, inquiries, vehicles } from '#src/db/schema';
import { HOUR_MS, phoneKey } from '#src/lib/appointments/holds';
import { clientNetwork } from '#src/lib/net/client-key';
import { moveLeadStatus } from '#src/db/queries/leads/lead-status';
import { logActivity } from './activity';

/**
 * The rows behind the hold rules of src/lib/appointments/holds.ts: online
 * bookings that keep their slot only until the visitor confirms them from the
 * e-mail, the caps per contact, the site-wide ceiling, and the staff tools
 * that see and release a flood.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Tx | Db;

const SYSTEM = { id: null, name: 'System' };
export type Actor = { id: number | null; name: string };

/** The activity action of the ceiling's alert (the staff screens read its latest entry). */
export const HOLD_CEILING_ACTION = 'appointment.hold-ceiling';

const stillHeld = and(eq(appointments.status, 'requested'), isNotNull(appointments.holdUntil));

/** When the first hold still running at `now` runs out (its slot is free again then), or null. */
export function nextHoldExpiry(now = new Date(), r: Reader = db()): Date | null {
  const row = r
    .select({ at: min(appointments.holdUntil) })
    .from(appointments)
    .where(and(stillHeld, gt(appointments.holdUntil, now)))
    .get();
  return row?.at ?? null;
}

/**
 * Frees the slots of holds whose time ran out (cancelled by 'system'), with one
 * activity entry for them all. Run first in every booking's transaction (so the
 * unique slot index never meets an expired hold) and by the minute job.
 */
export function releaseExpiredHolds(now = new Date(), r: Reader = db()): number {
  const released = r
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledBy: 'system',
      cancelReason: 'Not confirmed from the e-mail in time',
      sequence: sql`${appointments.sequence} + 1`,
    })
    .where(and(stillHeld, lte(appointments.holdUntil, now)))
    .returning({ id: appointments.id, inquiryId: appointments.inquiryId })
    .all();
  for (const booking of released) moveLeadStatus(r, booking.inquiryId, { kind: 'appointment', to: 'expired', by: 'customer' }, SYSTEM);
  if (released.length) {
    logActivity(
      {
        actorName: 'System',
        action: 'appointment.hold-expired',
        entityType: 'settings',
        summary: `${released.length} unconfirmed booking${released.length === 1 ? '' : 's'} expired and freed ${released.length === 1 ? 'its slot' : 'their slots'}`,
      },
      r,
    );
  }
  return released.length;
}

// Digits of a stored phone number in SQL (the characters the booking form allows besides digits), last ten as phoneKey.
const phoneDigits = sql`substr(replace(replace(replace(replace(replace(replace(${inquiries.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), -10)`;

/** Open bookings (held or firm, not cancelled, not yet ended) under an e-mail address (any case) and a phone number. */
export function countOpenBookings(contact: { email: string; phone?: string | null }, now: Date, r: Reader = db()) {
  const open = and(ne(appointments.status, 'cancelled'), gt(appointments.endsAt, now));
  const count = (where: ReturnType<typeof and>) =>
    r
      .select({ n: sql<number>`count(*)` })
      .from(appointments)
      .innerJoin(inquiries, eq(inquiries.id, appointments.inquiryId))
      .where(and(open, where))
      .get()!.n;
  const phone = phoneKey(contact.phone);
  return {
    email: count(sql`${inquiries.email} = ${contact.email.trim()} collate nocase`),
    phone: phone ? count(sql`${phoneDigits} = ${phone}`) : 0,
  };
}

const keepingSlot = (now: Date) => and(stillHeld, gt(appointments.holdUntil, now), eq(appointments.keepsSlot, true));

/** Unconfirmed holds made in the hour before `now` that still keep their slot: what the site's count of pressure counts. */
export function countRecentHolds(now: Date, r: Reader = db()): number {
  return r
    .select({ n: sql<number>`count(*)` })
    .from(appointments)
    .where(and(keepingSlot(now), gt(appointments.createdAt, new Date(now.getTime() - HOUR_MS))))
    .get()!.n;
}

/** Every unconfirmed hold keeping its slot now, however old: what a hold that runs overnight counts against the site's ceiling. */
export function countHoldsKeepingSlot(now: Date, r: Reader = db()): number {
  return r
    .select({ n: sql<number>`count(*)` })
    .from(appointments)
    .where(keepingSlot(now))
    .get()!.n;
}

/** Unconfirmed holds still keeping their slot from one client's network (an IPv4 /24, an IPv6 /48: clientNetwork in src/lib/net/client-key.ts). */
export function countNetworkHolds(client: string, now: Date, r: Reader = db()): number {
  const { like } = clientNetwork(client);
  return r
    .select({ n: sql<number>`count(*)` })
    .from(appointments)
    .where(and(keepingSlot(now), like ? sql`${appointments.clientNetwork} like ${like}` : eq(appointments.clientNetwork, client)))
    .get()!.n;
}

/** When staff were last told the ceiling was reached, or null. */
export function lastCeilingAlert(r: Reader = db()): Date | null {
  const row = r
    .select({ at: activityLog.createdAt })
    .from(activityLog)
    .where(eq(activityLog.action, HOLD_CEILING_ACTION))
    .orderBy(desc(activityLog.createdAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}

/**
 * Records that the ceiling was reached, unless another request did in the same
 * hour (checked and written in one IMMEDIATE transaction, so two refused
 * bookings at once give one alert). True when this call recorded it: the caller
 * then e-mails the dealer.
 */
export function recordCeilingAlert(limit: number, shouldAlert: (last: Date | null) => boolean): boolean {
  return db().transaction(
    (tx) => {
      if (!shouldAlert(lastCeilingAlert(tx))) return false;
      logActivity(
        {
          actorName: 'System',
          action: HOLD_CEILING_ACTION,
          entityType: 'settings',
          summary: `Online booking under pressure: ${limit} unconfirmed bookings in the last hour; new ones hold no time until confirmed (see Appointments, unconfirmed holds)`,
        },
        tx,
      );
      return true;
    },
    { behavior: 'immediate' },
  );
}

export type HeldBooking = {
  id: number;
  inquiryId: number;
  name: string;
  email: string;
  phone: string | null;
  clientNetwork: string | null;
  startsAt: Date;
  holdUntil: Date;
  createdAt: Date;
  vehicleTitle: string | null;
};

/** Every unconfirmed hold still keeping its slot, oldest first. */
export function listHeldBookings(now = new Date()): HeldBooking[] {
  return db()
    .select({
      id: appointments.id,
      inquiryId: appointments.inquiryId,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      clientNetwork: appointments.clientNetwork,
      startsAt: appointments.startsAt,
      holdUntil: sql<Date>`${appointments.holdUntil}`.mapWith(appointments.holdUntil),
      createdAt: appointments.createdAt,
      vehicleTitle: sql<
        string | null
      >`case when ${vehicles.id} is null then null else ${vehicles.year} || ' ' || ${vehicles.make} || ' ' || ${vehicles.model} end`,
    })
    .from(appointments)
    .innerJoin(inquiries, eq(inquiries.id, appointments.inquiryId))
    .leftJoin(vehicles, eq(vehicles.id, inquiries.vehicleId))
    .where(and(stillHeld, gt(appointments.holdUntil, now)))
    .orderBy(asc(appointments.createdAt), asc(appointments.id))
    .limit(5000)
    .all();
}

/**
 * Staff release holds at once (a flood): each named hold still unconfirmed is
 * cancelled by staff with the reason given, its slot freed, in one transaction
 * with one activity entry naming how many and from where. Firm bookings are
 * never touched here. Returns how many were released.
 */
export function releaseHolds(ids: readonly number[], actor: Actor, source: string): number {
  if (!ids.length) return 0;
  return db().transaction(
    (tx) => {
      const released = tx
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledBy: 'staff',
          cancelReason: `Released by staff: unconfirmed booking (${source})`,
          sequence: sql`${appointments.sequence} + 1`,
        })
        .where(and(stillHeld, inArray(appointments.id, [...ids])))
        .returning({ id: appointments.id })
        .all();
      if (released.length)
        logActivity(
          {
            userId: actor.id,
            actorName: actor.name,
            action: 'appointment.holds-released',
            entityType: 'settings',
            summary: `Released ${released.length} unconfirmed booking${released.length === 1 ? '' : 's'} (${source})`,
          },
          tx,
        );
      return released.length;
    },
    { behavior: 'immediate' },
  );
}
