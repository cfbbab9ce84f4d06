import { vehicleTitle as vehicleTitleOf } from '#src/lib/vehicle-status';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppointmentKind, AppointmentStatus } from '#src/lib/appointments/enums';
import { APPOINTMENT_KIND_LABELS } from '#src/lib/appointments/enums';
import { describeVisit, type VideoApp, type VisitMode } from '#src/lib/appointments/visit-mode';
import {
  ceilingReached,
  confirmDeadline,
  contactAtCap,
  holdKeepsSlot,
  manageLinkExpired,
  type HoldRules,
} from '#src/lib/appointments/holds';
import { findFreeSlot, isClosedDate, openingSlots, type Busy, type Period, type SlotRules } from '#src/lib/appointments/slots';
import { addDays, formatAppointmentTime, zonedDate, zonedInstant } from '#src/lib/appointments/time-zone';
import { db, type Db } from '#src/db/client';
import {
  appointmentBlocks,
  appointments,
  inquiries,
  vehicles,
  type Appointment,
  type AppointmentBlock,
  type Inquiry,
} from '#src/db/schema';
import { moveLeadStatus } from '#src/db/queries/leads/lead-status';
import { logActivity } from './activity';
import { countHoldsKeepingSlot, countNetworkHolds, countOpenBookings, countRecentHolds, releaseExpiredHolds } from './appointment-holds';
import { insertLead } from './leads/insert-lead';
import { getOrCreateSecret, retiredSecret } from './secrets';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Tx | Db;
export type Actor = { id: number | null; name: string };

let linkSecrets: Buffer[] | undefined;
/** The key that signs new links first; then the one an older version kept in the database, so links it sent still work. */
const secrets = () => (linkSecrets ??= [getOrCreateSecret('appointment-links'), retiredSecret('appointment-links')].filter((k) => !!k));

/**
 * The visitor's cancel/reschedule token: `<id>.<HMAC-SHA256(id, salt)>`, 256 unguessable
 * bits. Every e-mail about the appointment carries the same link; nothing but the salt is stored.
 */
export function manageToken(appointment: Pick<Appointment, 'id' | 'linkSalt'>, key: Buffer = secrets()[0]): string {
  return signedToken('appointment', appointment, key);
}

/**
 * The token of "Add to calendar" on the booking's confirmation: signed for that purpose only, so it
 * downloads the .ics and opens nothing else (the manage token, which confirms a held booking, travels
 * only by e-mail).
 */
export function calendarToken(appointment: Pick<Appointment, 'id' | 'linkSalt'>, key: Buffer = secrets()[0]): string {
  return signedToken('calendar', appointment, key);
}

function signedToken(purpose: 'appointment' | 'calendar', appointment: Pick<Appointment, 'id' | 'linkSalt'>, key: Buffer): string {
  const mac = createHmac('sha256', key).update(`${purpose}:${appointment.id}:${appointment.linkSalt}`).digest('base64url');
  return `${appointment.id}.${mac}`;
}

/** The appointment of a calendar token, or undefined (expired with its appointment, like the manage link). */
export function getAppointmentByCalendarToken(token: string, now = new Date()): AppointmentView | undefined {
  const id = verifyManageToken(token, now, db(), calendarToken);
  return id == null ? undefined : getAppointment(id);
}

/** The appointment id a token is valid for, or null; a link is spent once its appointment's time is over (manageLinkExpired). */
function verifyManageToken(token: string, now: Date, r: Reader = db(), sign = manageToken): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const row = r
    .select({ id: appointments.id, linkSalt: appointments.linkSalt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(eq(appointments.id, id))
    .get();
  if (!row || manageLinkExpired(row, now)) return null;
  const given = Buffer.from(token);
  const valid = secrets().some((key) => {
    const expected = Buffer.from(sign(row, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? id : null;
}

/**
 * Live appointments (any bay) and blocked periods touching [from, to): what slot rules need.
 * A hold that ran out at `now` is left out: its slot is free from that moment, before any job releases it. So is
 * a hold that keeps no slot (taken under pressure): its time stays open until somebody confirms a booking of it.
 */
export function getBookingContext(from: Date, to: Date, r: Reader = db(), now = new Date()): { booked: Busy[]; blocked: Period[] } {
  const booked = r
    .select({
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      bay: appointments.bay,
      vehicleId: inquiries.vehicleId,
      id: appointments.id,
    })
    .from(appointments)
    .innerJoin(inquiries, eq(inquiries.id, appointments.inquiryId))
    .where(
      and(
        ne(appointments.status, 'cancelled'),
        eq(appointments.keepsSlot, true),
        or(isNull(appointments.holdUntil), ne(appointments.status, 'requested'), gt(appointments.holdUntil, now)),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    )
    .all();
  const blocked = r
    .select({ startsAt: appointmentBlocks.startsAt, endsAt: appointmentBlocks.endsAt })
    .from(appointmentBlocks)
    .where(and(lt(appointmentBlocks.startsAt, to), gt(appointmentBlocks.endsAt, from)))
    .all();
  return { booked, blocked };
}

/** The span of a Toronto date, from its midnight to the next (23 or 25 hours on change days). */
export function dayRange(date: string): { from: Date; to: Date } {
  return { from: zonedInstant(date, '00:00')!, to: zonedInstant(addDays(date, 1), '00:00')! };
}

export type BookingInput = {
  name: string;
  email: string;
  phone?: string | null;
  kind: AppointmentKind;
  start: Date;
  vehicleId?: number | null;
  message?: string | null;
  marketingConsent?: boolean;
  /** A video call (with the shopper's app) or in person; a test drive is always in person. */
  visitMode?: VisitMode;
  videoApp?: VideoApp | null;
};

export type BookingFailure = 'not-a-slot' | 'slot-taken' | 'vehicle-missing' | 'vehicle-sold' | 'email-at-cap' | 'phone-at-cap';

/** How a visitor's online booking holds its slot (src/lib/appointments/holds.ts); staff bookings have none. */
export type OnlineHold = { rules: HoldRules; clientNetwork: string };
/** `underPressure`: the site's count of unconfirmed holds of the last hour was reached (staff are told). */
export type Booked = { appointment: Appointment; inquiry: Inquiry; token: string; underPressure: boolean };

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/** Finds the bay for a start under the current rules, or why there is none. */
function placeSlot(
  tx: Reader,
  start: Date,
  rules: SlotRules,
  now: Date,
  vehicleId: number | null | undefined,
  ignoreAppointmentId?: number,
): { bay: number; end: Date } | BookingFailure {
  const date = zonedDate(start);
  if (!openingSlots(date, rules).some((s) => s.startsAt.getTime() === start.getTime())) return 'not-a-slot';
  const range = dayRange(date);
  const context = getBookingContext(range.from, range.to, tx, now);
  const booked = ignoreAppointmentId ? context.booked.filter((b) => (b as { id?: number }).id !== ignoreAppointmentId) : context.booked;
  const slot = findFreeSlot(start, date, rules, { booked, blocked: context.blocked, now, vehicleId });
  return slot ? { bay: slot.freeBays[0], end: slot.end } : 'slot-taken';
}

/**
 * Books a slot: the lead (inquiry of type 'appointment'), its appointment, its consent
 * records and the activity entry, in one IMMEDIATE transaction (the check and the insert
 * see the same bookings). Should two processes still race, the partial unique index on
 * (starts_at, bay) refuses the second insert, which is answered as 'slot-taken'.
 *
 * An online booking (`hold`) first frees the slots of expired holds, is refused when its
 * e-mail or phone is at its cap of open bookings, and holds its slot only until `holdUntil`
 * unless the visitor confirms it; past its network's budget or the site's hourly count of
 * unconfirmed holds it keeps no slot at all until confirmed (holdKeepsSlot).
 */
export function bookAppointment(
  input: BookingInput,
  rules: SlotRules,
  now = new Date(),
  hold?: OnlineHold,
): Booked | { failure: BookingFailure } {
  try {
    return db().transaction(
      (tx) => {
        let keepsSlot = true;
        let underPressure = false;
        const deadline = hold
          ? confirmDeadline(now, hold.rules, rules.weeklyHours, input.start, (date) => isClosedDate(date, rules.closedDates))
          : null;
        if (hold) {
          releaseExpiredHolds(now, tx);
          const atCap = contactAtCap(countOpenBookings(input, now, tx), hold.rules);
          if (atCap) return { failure: `${atCap}-at-cap` as const };
          const held = { network: countNetworkHolds(hold.clientNetwork, now, tx), lastHour: countRecentHolds(now, tx) };
          underPressure = ceilingReached(held.lastHour, hold.rules);
          // A hold that runs until tomorrow's closing counts every hold still keeping a slot, not only the last hour's:
          // a night of bookings holds no more slots than one busy hour.
          if (deadline?.overnight) held.lastHour = Math.max(held.lastHour, countHoldsKeepingSlot(now, tx));
          keepsSlot = holdKeepsSlot(held, hold.rules);
        }
        let vehicleTitle = 'the collection';
        if (input.vehicleId != null) {
          const vehicle = tx
            .select({ status: vehicles.status, year: vehicles.year, make: vehicles.make, model: vehicles.model, trim: vehicles.trim })
            .from(vehicles)
            .where(eq(vehicles.id, input.vehicleId))
            .get();
          // A draft is not on the site: it cannot be booked any more than a vehicle that is gone.
          if (!vehicle || vehicle.status === 'draft') return { failure: 'vehicle-missing' as const };
          if (vehicle.status === 'sold') return { failure: 'vehicle-sold' as const };
          vehicleTitle = vehicleTitleOf(vehicle);
        }
        const placed = placeSlot(tx, input.start, rules, now, input.vehicleId);
        if (typeof placed === 'string') return { failure: placed };
        const visit = visitOf(input);
        // 'Private viewing by video call (WhatsApp)': the inbox and the activity log say it is remote.
        const label = `${APPOINTMENT_KIND_LABELS[input.kind]}${visit.visitMode === 'video' ? ` by ${describeVisit(visit.visitMode, visit.videoApp).replace(/^V/, 'v')}` : ''}`;
        const inquiry = insertLead(tx, {
          type: 'appointment',
          subject: `${label}: ${vehicleTitle}, ${formatAppointmentTime(input.start)}`,
          message: input.message?.trim() || `${label} booked online.`,
          contact: input,
          vehicleId: input.vehicleId,
          activity: {
            action: 'appointment.booked',
            summary: `${label} booked by ${input.name} for ${formatAppointmentTime(input.start)}`,
          },
        });
        const appointment = tx
          .insert(appointments)
          .values({
            inquiryId: inquiry.id,
            kind: input.kind,
            startsAt: input.start,
            endsAt: placed.end,
            bay: placed.bay,
            linkSalt: randomBytes(16).toString('base64url'),
            holdUntil: deadline?.until ?? null,
            clientNetwork: hold?.clientNetwork ?? null,
            keepsSlot,
            ...visitOf(input),
          })
          .returning()
          .get();
        return { appointment, inquiry, token: manageToken(appointment), underPressure };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { failure: 'slot-taken' };
    throw error;
  }
}

/** A video call only for a viewing, and with its app; anything else is in person. */
function visitOf(input: Pick<BookingInput, 'kind' | 'visitMode' | 'videoApp'>): Pick<Appointment, 'visitMode' | 'videoApp'> {
  return input.kind === 'viewing' && input.visitMode === 'video' && input.videoApp
    ? { visitMode: 'video', videoApp: input.videoApp }
    : { visitMode: 'in-person', videoApp: null };
}

export type CustomerConfirmFailure = 'not-found' | 'cancelled' | 'expired' | 'passed' | 'taken';

/**
 * The visitor confirms their booking from the e-mail: the hold becomes firm. Confirming twice is harmless.
 * A hold that kept no slot takes it now if it is still free (the first confirmed wins); if another booking
 * took the time meanwhile, this one is cancelled and the visitor asked to choose another.
 */
export function confirmHold(id: number, rules: SlotRules, now = new Date()): { confirmed: boolean } | { failure: CustomerConfirmFailure } {
  return db().transaction(
    (tx) => {
      const row = tx
        .select({
          status: appointments.status,
          keepsSlot: appointments.keepsSlot,
          vehicleId: inquiries.vehicleId,
          holdUntil: appointments.holdUntil,
          endsAt: appointments.endsAt,
          cancelledBy: appointments.cancelledBy,
          inquiryId: appointments.inquiryId,
          name: inquiries.name,
          startsAt: appointments.startsAt,
        })
        .from(appointments)
        .innerJoin(inquiries, eq(inquiries.id, appointments.inquiryId))
        .where(eq(appointments.id, id))
        .get();
      if (!row) return { failure: 'not-found' as const };
      if (row.status === 'cancelled') return { failure: row.cancelledBy === 'system' ? ('expired' as const) : ('cancelled' as const) };
      if (row.endsAt.getTime() <= now.getTime()) return { failure: 'passed' as const };
      if (row.holdUntil === null) return { confirmed: false };
      if (row.holdUntil.getTime() <= now.getTime()) {
        releaseExpiredHolds(now, tx);
        return { failure: 'expired' as const };
      }
      let bay: number | undefined;
      if (!row.keepsSlot) {
        // The booking was accepted with the notice period met; confirming it late does not lose it for that.
        const placed = placeSlot(tx, row.startsAt, { ...rules, noticeMinutes: 0 }, now, row.vehicleId, id);
        if (typeof placed === 'string') {
          tx.update(appointments)
            .set({
              status: 'cancelled',
              cancelledBy: 'system',
              cancelReason: 'Another booking of this time was confirmed first',
              sequence: sql`${appointments.sequence} + 1`,
            })
            .where(eq(appointments.id, id))
            .run();
          return { failure: 'taken' as const };
        }
        bay = placed.bay;
      }
      tx.update(appointments)
        .set({ holdUntil: null, customerConfirmedAt: now, keepsSlot: true, ...(bay ? { bay } : {}) })
        .where(eq(appointments.id, id))
        .run();
      logActivity(
        {
          actorName: row.name,
          action: 'appointment.customer-confirmed',
          entityType: 'inquiry',
          entityId: row.inquiryId,
          summary: `${row.name} confirmed their booking for ${formatAppointmentTime(row.startsAt)} from the e-mail`,
        },
        tx,
      );
      return { confirmed: true };
    },
    { behavior: 'immediate' },
  );
}

export type AppointmentView = Appointment & {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  inquiryStatus: Inquiry['status'];
  vehicleId: number | null;
  vehicleTitle: string | null;
  vehicleStatus: string | null;
  vehicleImage: string | null;
};

function selectViews(r: Reader = db()) {
  return r
    .select({
      ...getTableColumns(appointments),
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      message: inquiries.message,
      inquiryStatus: inquiries.status,
      vehicleId: inquiries.vehicleId,
      vehicleTitle: sql<
        string | null
      >`case when ${vehicles.id} is null then null else ${vehicles.year} || ' ' || ${vehicles.make} || ' ' || trim(${vehicles.model} || ' ' || ${vehicles.trim}) end`,
      vehicleStatus: vehicles.status,
      vehicleImage: sql<string | null>`json_extract(${vehicles.images}, '$[0]')`,
    })
    .from(appointments)
    .innerJoin(inquiries, eq(inquiries.id, appointments.inquiryId))
    .leftJoin(vehicles, eq(vehicles.id, inquiries.vehicleId));
}

/**
 * Requests waiting for staff to confirm, whatever week they fall in: upcoming,
 * still 'requested', and firm (not an online hold the visitor has yet to
 * confirm from their e-mail). Soonest first; `total` counts them all.
 */
export function listPendingRequests(now = new Date(), limit = 50): { total: number; items: AppointmentView[] } {
  const waiting = waitingForStaff(now);
  const total = countPendingRequests(now);
  const items = selectViews()
    .where(waiting)
    .orderBy(asc(appointments.startsAt), asc(appointments.bay))
    .limit(limit)
    .all() as AppointmentView[];
  return { total, items };
}

/** How many requests wait for staff (listPendingRequests' total): the count beside Appointments in the navigation. */
export function countPendingRequests(now = new Date()): number {
  return (
    db()
      .select({ n: sql<number>`count(*)` })
      .from(appointments)
      .where(waitingForStaff(now))
      .get()?.n ?? 0
  );
}

const waitingForStaff = (now: Date) =>
  and(eq(appointments.status, 'requested'), isNull(appointments.holdUntil), gt(appointments.startsAt, now));

export function getAppointment(id: number, r: Reader = db()): AppointmentView | undefined {
  return selectViews(r).where(eq(appointments.id, id)).get() as AppointmentView | undefined;
}

/** The appointment of a lead (an inquiry of type 'appointment'). */
export function getAppointmentByInquiry(inquiryId: number): AppointmentView | undefined {
  return selectViews().where(eq(appointments.inquiryId, inquiryId)).get() as AppointmentView | undefined;
}

/** A customer's appointments (their leads' e-mail, any letter case), the latest start first: My garage. */
export function listAppointmentsByEmail(email: string, limit = 100): AppointmentView[] {
  return selectViews()
    .where(sql`${inquiries.email} = ${email.trim()} collate nocase`)
    .orderBy(desc(appointments.startsAt))
    .limit(limit)
    .all() as AppointmentView[];
}

/** The appointment a visitor's link is for; undefined for a wrong or tampered token, or one spent (the appointment is over). */
export function getAppointmentByToken(token: string, now = new Date()): AppointmentView | undefined {
  const id = verifyManageToken(token, now);
  return id == null ? undefined : getAppointment(id);
}

/**
 * Appointments starting in [from, to), cancelled ones included (the calendar shows them struck through).
 * Holds that ran out are released first, so staff never see one as still booked (no job is needed for it).
 */
export function listAppointments(from: Date, to: Date, now = new Date()): AppointmentView[] {
  releaseExpiredHolds(now);
  return selectViews()
    .where(and(lt(appointments.startsAt, to), gt(appointments.endsAt, from)))
    .orderBy(asc(appointments.startsAt), asc(appointments.bay))
    .all() as AppointmentView[];
}

export type OtherLead = Pick<Inquiry, 'id' | 'type' | 'subject' | 'status' | 'createdAt' | 'vehicleId'>;

/** The customer's other leads (same e-mail, any letter case), newest first. */
export function listOtherLeads(email: string, exceptInquiryId: number): OtherLead[] {
  return db()
    .select({
      id: inquiries.id,
      type: inquiries.type,
      subject: inquiries.subject,
      status: inquiries.status,
      createdAt: inquiries.createdAt,
      vehicleId: inquiries.vehicleId,
    })
    .from(inquiries)
    .where(and(sql`${inquiries.email} = ${email} collate nocase`, ne(inquiries.id, exceptInquiryId)))
    .orderBy(desc(inquiries.createdAt))
    .limit(50)
    .all();
}

export type ChangeFailure = 'not-found' | 'cancelled' | 'not-a-video-call' | BookingFailure;

/** Moves an appointment to another free slot (staff or the visitor's own link). */
export function rescheduleAppointment(
  id: number,
  start: Date,
  rules: SlotRules,
  by: Actor | 'customer',
  now = new Date(),
): AppointmentView | { failure: ChangeFailure } {
  try {
    return db().transaction(
      (tx) => {
        const current = getAppointment(id, tx);
        if (!current) return { failure: 'not-found' as const };
        if (current.status === 'cancelled') return { failure: 'cancelled' as const };
        if (current.vehicleStatus === 'sold') return { failure: 'vehicle-sold' as const };
        const placed = placeSlot(tx, start, rules, now, current.vehicleId, id);
        if (typeof placed === 'string') return { failure: placed };
        tx.update(appointments)
          .set({ startsAt: start, endsAt: placed.end, bay: placed.bay, sequence: current.sequence + 1 })
          .where(eq(appointments.id, id))
          .run();
        const actor = by === 'customer' ? { id: null, name: current.name } : by;
        logActivity(
          {
            userId: actor.id,
            actorName: actor.name,
            action: 'appointment.rescheduled',
            entityType: 'inquiry',
            entityId: current.inquiryId,
            summary: `Appointment with ${current.name} moved to ${formatAppointmentTime(start)}`,
          },
          tx,
        );
        return getAppointment(id, tx)!;
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { failure: 'slot-taken' };
    throw error;
  }
}

export function setAppointmentStatus(
  id: number,
  status: Exclude<AppointmentStatus, 'requested'>,
  by: Actor | 'customer',
  reason?: string,
  meetingUrl?: string,
  rules?: SlotRules,
): AppointmentView | { failure: 'not-found' | 'cancelled' | 'not-a-video-call' | 'slot-taken' } {
  return db().transaction((tx) => {
    const current = getAppointment(id, tx);
    if (!current) return { failure: 'not-found' as const };
    if (current.status === 'cancelled') return { failure: 'cancelled' as const };
    if (meetingUrl && current.visitMode !== 'video') return { failure: 'not-a-video-call' as const };
    const actor = by === 'customer' ? { id: null, name: current.name } : by;
    if (status === 'confirmed') {
      // A hold that keeps no slot takes it now, if still free, as the visitor's own confirmation would.
      let bay: number | undefined;
      if (!current.keepsSlot) {
        const placed = rules
          ? placeSlot(tx, current.startsAt, { ...rules, noticeMinutes: 0 }, new Date(), current.vehicleId, id)
          : 'slot-taken';
        if (typeof placed === 'string') return { failure: 'slot-taken' as const };
        bay = placed.bay;
      }
      // Staff confirming a booking makes it firm: an unconfirmed hold no longer runs out. A video call gets its link here.
      tx.update(appointments)
        .set({
          status,
          confirmedBy: actor.id,
          holdUntil: null,
          keepsSlot: true,
          // Every change staff make is a new version of the calendar event (RFC 5545 3.8.7.4), or calendars keep the old one.
          sequence: current.sequence + 1,
          ...(bay ? { bay } : {}),
          ...(meetingUrl ? { meetingUrl } : {}),
        })
        .where(eq(appointments.id, id))
        .run();
    } else {
      tx.update(appointments)
        .set({
          status,
          cancelledBy: by === 'customer' ? 'customer' : 'staff',
          cancelReason: reason?.trim() || null,
          sequence: current.sequence + 1,
        })
        .where(eq(appointments.id, id))
        .run();
    }
    const verb = status === 'confirmed' ? 'confirmed' : by === 'customer' ? 'cancelled by the customer' : 'cancelled';
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: `appointment.${status}`,
        entityType: 'inquiry',
        entityId: current.inquiryId,
        summary: `Appointment with ${current.name} on ${formatAppointmentTime(current.startsAt)} ${verb}`,
      },
      tx,
    );
    moveLeadStatus(tx, current.inquiryId, { kind: 'appointment', to: status, by: by === 'customer' ? 'customer' : 'staff' }, actor);
    return getAppointment(id, tx)!;
  });
}

export function listBlocks(from: Date, to: Date): AppointmentBlock[] {
  return db()
    .select()
    .from(appointmentBlocks)
    .where(and(lt(appointmentBlocks.startsAt, to), gt(appointmentBlocks.endsAt, from)))
    .orderBy(asc(appointmentBlocks.startsAt))
    .all();
}

export function createBlock(block: { startsAt: Date; endsAt: Date; reason: string }, actor: Actor): AppointmentBlock {
  return db().transaction((tx) => {
    const row = tx
      .insert(appointmentBlocks)
      .values({ ...block, createdBy: actor.id })
      .returning()
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'appointment.blocked',
        entityType: 'settings',
        entityId: row.id,
        summary: `Booking blocked: ${block.reason || 'no reason given'}`,
      },
      tx,
    );
    return row;
  });
}

export function deleteBlock(id: number, actor: Actor): boolean {
  return db().transaction((tx) => {
    const removed = tx.delete(appointmentBlocks).where(eq(appointmentBlocks.id, id)).returning().get();
    if (removed)
      logActivity(
        {
          userId: actor.id,
          actorName: actor.name,
          action: 'appointment.unblocked',
          entityType: 'settings',
          entityId: id,
          summary: `Booking block removed`,
        },
        tx,
      );
    return Boolean(removed);
  });
}
