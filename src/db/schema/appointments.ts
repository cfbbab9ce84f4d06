import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES } from '#src/lib/appointments/enums';
import { VIDEO_APPS, VISIT_MODES } from '#src/lib/appointments/visit-mode';
import { createdAt, updatedAt } from './columns';
import { inquiries } from './inquiries';
import { users } from './users';

/** A booked viewing or test drive: the details of an inquiry of type 'appointment' (its vehicle is the inquiry's). */
export const appointments = sqliteTable(
  'appointments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    inquiryId: integer('inquiry_id')
      .notNull()
      .unique()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPOINTMENT_KINDS }).notNull(),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    bay: integer('bay').notNull().default(1),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('requested'),
    /**
     * Random salt of the visitor's cancel/reschedule link: the link's token is an HMAC of the
     * id and this salt (so every e-mail can carry the same link without the token being stored);
     * a new salt revokes old links.
     */
    linkSalt: text('link_salt').notNull(),
    /** Bumped at every reschedule or cancellation: calendar programs replace the event with the higher SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** 'system': an online booking whose hold ran out before the visitor confirmed it from the e-mail. */
    cancelledBy: text('cancelled_by', { enum: ['customer', 'staff', 'system'] }),
    cancelReason: text('cancel_reason'),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An online booking holds its slot only until this instant unless the visitor confirms it from
     * the link in their e-mail (then null: the booking is firm). Null for bookings made before holds
     * existed. See src/lib/appointments/holds.ts.
     */
    holdUntil: integer('hold_until', { mode: 'timestamp_ms' }),
    /** When the visitor confirmed the booking from their e-mail. */
    customerConfirmedAt: integer('customer_confirmed_at', { mode: 'timestamp_ms' }),
    /** The client key (IPv4 address or IPv6 /64, src/lib/net/client-key.ts) the booking came from: staff group a flood by it. */
    clientNetwork: text('client_network'),
    /**
     * False for an unconfirmed hold taken under pressure (holdKeepsSlot in src/lib/appointments/holds.ts): its
     * slot stays open to others, and the first booking confirmed on that time wins it. Confirming sets it.
     */
    keepsSlot: integer('keeps_slot', { mode: 'boolean' }).notNull().default(true),
    /** In person at the gallery, or a video call in `videoApp` (src/lib/appointments/visit-mode.ts). */
    visitMode: text('visit_mode', { enum: VISIT_MODES }).notNull().default('in-person'),
    videoApp: text('video_app', { enum: VIDEO_APPS }),
    /** The https:// meeting link staff add when confirming a video call. */
    meetingUrl: text('meeting_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The database itself refuses two live appointments in one bay at one start, even when
    // two requests race in the same millisecond; cancelled ones, and holds that keep no slot, leave it free.
    uniqueIndex('appointments_active_slot_uq')
      .on(t.startsAt, t.bay)
      .where(sql`status <> 'cancelled' and keeps_slot = 1`),
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_hold_idx').on(t.holdUntil),
    check('appointments_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_bay_positive', sql`${t.bay} >= 1`),
  ],
);

/** Closed days and blocked periods set by staff: no slot that touches one is offered. */
export const appointmentBlocks = sqliteTable(
  'appointment_blocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_blocks_range_idx').on(t.startsAt, t.endsAt),
    check('appointment_blocks_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type Appointment = typeof appointments.$inferSelect;
export type AppointmentBlock = typeof appointmentBlocks.$inferSelect;
