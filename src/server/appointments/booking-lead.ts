import { randomBytes } from 'node:crypto';
import { vehicleTitle as vehicleTitleOf } from '#src/lib/vehicle-status';
import { bookAppointment, getAppointment } from '#src/db/queries/appointments';
import { getListedVehicleById } from '#src/db/queries/vehicles';
import type { AppointmentInput } from '#src/lib/validation/appointment';
import { config } from '#src/server/config';
import type { PublicLead } from '#src/server/leads/accept-public-lead';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import { bookingFailure } from './booking';
import { alertHoldCeiling } from './hold-ceiling';
import { holdRules } from './hold-rules';
import { calendarPath, notifyCustomer } from './notify';
import { getAppointmentSettings } from './settings';

/**
 * A visitor's booking (/book, a vehicle's page) as a public lead. It stores
 * itself: the slot is placed in the same IMMEDIATE transaction as the lead
 * (bookAppointment), so a time taken meanwhile refuses the whole booking.
 * The answer confirms the time and says how the customer's e-mail went; the
 * booking holds its slot until `holdUntil` unless the visitor confirms it from
 * that e-mail (src/lib/appointments/holds.ts).
 */
export const bookingLead: PublicLead<AppointmentInput, number> = {
  type: 'appointment',
  limiter: publicPostLimiters.appointment,
  refuseVehicle: (vehicle) => (vehicle.status === 'sold' ? bookingFailure('vehicle-sold') : undefined),
  store: ({ website: _honeypot, start, ...input }, _vehicle, client) => {
    const now = new Date();
    const booked = bookAppointment(
      { ...input, start: new Date(start), marketingConsent: input.marketingConsent ?? false },
      getAppointmentSettings(),
      now,
      { rules: holdRules(), clientNetwork: client },
    );
    if ('failure' in booked) return bookingFailure(booked.failure);
    // Staff hear of the pressure after this answer, never before it (an e-mail may take seconds).
    if (booked.underPressure) void alertHoldCeiling(now);
    return { inquiryId: booked.inquiry.id, stored: booked.appointment.id };
  },
  answer: async ({ id, input, stored }) => {
    if (stored === undefined) return pretendBooked(id, input);
    const view = getAppointment(stored)!;
    const mail = await notifyCustomer(view, 'booked');
    return {
      id: view.id,
      start: view.startsAt.toISOString(),
      end: view.endsAt.toISOString(),
      kind: view.kind,
      status: view.status,
      vehicleTitle: view.vehicleTitle,
      email: view.email,
      delivery: mail.delivery,
      holdUntil: view.holdUntil?.toISOString() ?? null,
      keepsSlot: view.keepsSlot,
      // "Add to calendar" on the confirmation: without SMTP_URL the e-mail that carries the invitation never leaves.
      calendar: calendarPath(view),
    };
  },
};

/** What a bot that filled the honeypot is told: a booking like a person's, though nothing was placed or sent. */
function pretendBooked(id: number, input: AppointmentInput) {
  const start = new Date(input.start);
  const vehicle = input.vehicleId == null ? undefined : getListedVehicleById(input.vehicleId);
  return {
    id,
    start: start.toISOString(),
    end: new Date(start.getTime() + getAppointmentSettings().slotMinutes * 60_000).toISOString(),
    kind: input.kind,
    status: 'requested',
    vehicleTitle: vehicle ? vehicleTitleOf(vehicle) : null,
    email: input.email,
    delivery: config().SMTP_URL ? 'smtp' : 'outbox',
    holdUntil: new Date(Date.now() + holdRules().holdMinutes * 60_000).toISOString(),
    keepsSlot: true,
    ...fakeLinks(id),
  };
}

/** A calendar link shaped like a real booking's, leading nowhere (the token's signature is random). */
function fakeLinks(id: number) {
  return { calendar: `/api/appointments/manage/calendar?token=${id}.${randomBytes(32).toString('base64url')}` };
}
