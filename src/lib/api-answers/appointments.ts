import { z } from 'zod';
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES } from '#src/lib/appointments/enums';
import { VIDEO_APPS, VISIT_MODES } from '#src/lib/appointments/visit-mode';
import { INQUIRY_STATUSES, VEHICLE_STATUSES } from '#src/lib/enums';
import { appointmentSettingsSchema } from '#src/lib/validation/appointment-settings';
import { isoInstant, recordId } from './common';
import { mailDelivery, marketingConsentAnswer, otherLeadAnswer } from './inquiries';

const calendarDate = z.iso.date().describe("A date in the dealer's time zone (America/Toronto).");

/** An appointment as staff screens show it (everything but the visitor's link salt). */
export const staffAppointmentAnswer = z.object({
  id: recordId,
  inquiryId: recordId.describe('The lead (inquiry of type `appointment`) it was booked with.'),
  kind: z.enum(APPOINTMENT_KINDS),
  startsAt: isoInstant,
  endsAt: isoInstant,
  bay: z.int().positive(),
  status: z.enum(APPOINTMENT_STATUSES),
  sequence: z.int().nonnegative().describe('Bumped at every reschedule or cancellation (the calendar invitation’s SEQUENCE).'),
  cancelledBy: z.enum(['customer', 'staff', 'system']).nullable().describe('`system`: an online hold that ran out unconfirmed.'),
  cancelReason: z.string().nullable(),
  confirmedBy: recordId.nullable().describe('The staff member who confirmed it.'),
  holdUntil: isoInstant.nullable().describe('An online booking holds its slot until then unless the visitor confirms it; null once firm.'),
  customerConfirmedAt: isoInstant.nullable(),
  clientNetwork: z.string().nullable().describe('The client address (IPv4, or IPv6 /64) an online booking came from.'),
  keepsSlot: z.boolean().describe('False for an unconfirmed hold taken under pressure: its time stays open until somebody confirms first.'),
  visitMode: z.enum(VISIT_MODES),
  videoApp: z.enum(VIDEO_APPS).nullable(),
  meetingUrl: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  inquiryStatus: z.enum(INQUIRY_STATUSES),
  vehicleId: recordId.nullable(),
  vehicleTitle: z.string().nullable(),
  vehicleStatus: z.enum(VEHICLE_STATUSES).nullable(),
  vehicleImage: z.string().nullable().describe("The vehicle's first image."),
});
export type StaffAppointmentAnswer = z.output<typeof staffAppointmentAnswer>;
export const staffAppointmentsAnswer = z.array(staffAppointmentAnswer).describe('Earliest first.');

/** GET /api/appointments/{id}. */
export const staffAppointmentDetailAnswer = staffAppointmentAnswer.extend({
  otherLeads: z.array(otherLeadAnswer).describe("The customer's other leads (same e-mail), newest first, at most 50."),
  consent: marketingConsentAnswer,
});
export type StaffAppointmentDetailAnswer = z.output<typeof staffAppointmentDetailAnswer>;

/** A staff confirm, cancel or reschedule: the appointment after it, and how the visitor's e-mail went. */
export const staffAppointmentChangeAnswer = staffAppointmentAnswer.extend({
  delivery: mailDelivery,
  deliveryError: z.string().nullable().describe('Why the mail server refused the e-mail.'),
});
export type StaffAppointmentChangeAnswer = z.output<typeof staffAppointmentChangeAnswer>;

export const appointmentRequestsAnswer = z.object({
  total: z.int().nonnegative(),
  items: z.array(staffAppointmentAnswer).describe('Soonest first, at most 50.'),
});
export type AppointmentRequestsAnswer = z.output<typeof appointmentRequestsAnswer>;

/** POST /api/appointments: the booking made. */
export const bookingAnswer = z.object({
  id: recordId,
  start: isoInstant,
  end: isoInstant,
  kind: z.enum(APPOINTMENT_KINDS),
  status: z.enum(APPOINTMENT_STATUSES),
  vehicleTitle: z.string().nullable(),
  email: z.string(),
  delivery: mailDelivery,
  holdUntil: isoInstant.nullable().describe('The booking holds its slot until then unless confirmed from the e-mail.'),
  keepsSlot: z
    .boolean()
    .describe('False when the site is under pressure: the time is not held until confirmed, and the first booking confirmed wins it.'),
  calendar: z.string().describe('The path of its .ics file (GET /api/appointments/manage/calendar).'),
});
export type BookingAnswer = z.output<typeof bookingAnswer>;

/** A closed day or blocked period. */
export const appointmentBlockAnswer = z.object({
  id: recordId,
  startsAt: isoInstant,
  endsAt: isoInstant,
  reason: z.string(),
  createdBy: recordId.nullable(),
  createdAt: isoInstant,
});
export type AppointmentBlockAnswer = z.output<typeof appointmentBlockAnswer>;
export const appointmentBlocksAnswer = z.array(appointmentBlockAnswer).describe('Earliest first.');

export const okAnswer = z.object({ ok: z.literal(true) });

export const freeDaysAnswer = z.object({
  days: z.array(
    z.object({
      date: calendarDate,
      free: z.int().nonnegative().describe('Free slots that day.'),
      closed: z.boolean().describe('No opening hours, or blocked all day.'),
      byAppointment: z.boolean().describe('No opening hours at all: arranged by phone.'),
    }),
  ),
});
export type FreeDaysAnswer = z.output<typeof freeDaysAnswer>;

export const freeSlotsAnswer = z.object({
  date: calendarDate,
  timeZone: z.string(),
  slots: z.array(z.object({ start: isoInstant, end: isoInstant, label: z.string().describe('The start as the page shows it.') })),
});
export type FreeSlotsAnswer = z.output<typeof freeSlotsAnswer>;

/** GET /api/appointments/holds. */
export const heldBookingsAnswer = z.object({
  ceiling: z.object({
    perHour: z.int().positive(),
    heldLastHour: z.int().nonnegative(),
    reached: z.boolean(),
    alertedAt: isoInstant.nullable().describe('When staff were told the ceiling was reached, within the last hour.'),
  }),
  holds: z
    .array(
      z.object({
        id: recordId,
        inquiryId: recordId,
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        clientNetwork: z.string().nullable(),
        startsAt: isoInstant,
        holdUntil: isoInstant,
        createdAt: isoInstant,
        vehicleTitle: z.string().nullable(),
      }),
    )
    .describe('Oldest first.'),
  groups: z
    .array(z.object({ by: z.enum(['email', 'phone', 'network']), value: z.string(), ids: z.array(recordId) }))
    .describe('Holds from one source, two or more, largest first.'),
});
export type HeldBookingsAnswer = z.output<typeof heldBookingsAnswer>;

export const holdsReleasedAnswer = z.object({ released: z.int().nonnegative() });

export const bookingConfirmedAnswer = z.object({ confirmed: z.literal(true), start: isoInstant });

/** The booking rules (AppointmentSettings). */
export const appointmentSettingsAnswer = appointmentSettingsSchema;
export type AppointmentSettingsAnswer = z.output<typeof appointmentSettingsAnswer>;
