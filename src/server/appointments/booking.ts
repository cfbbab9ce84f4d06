import { dayRange, getBookingContext, type ChangeFailure } from '#src/db/queries/appointments';
import { nextHoldExpiry } from '#src/db/queries/appointment-holds';
import { freeSlots, isClosedDate, openingSlots, overlaps, type Slot } from '#src/lib/appointments/slots';
import { addDays, formatSlotTime, zonedDate } from '#src/lib/appointments/time-zone';
import { fail, type ApiFailure } from '#src/server/endpoint';
import { DEALER } from '#src/lib/dealer';
import { holdRules } from './hold-rules';
import { getAppointmentSettings } from './settings';

/** How far ahead visitors may book. */
export const BOOKING_HORIZON_DAYS = 90;

export type SlotDto = { start: string; end: string; label: string };

export function toSlotDto(slot: Slot): SlotDto {
  return { start: slot.start.toISOString(), end: slot.end.toISOString(), label: formatSlotTime(slot.start) };
}

/** Whether a Toronto date is one a visitor may look at: today up to the horizon. */
export function withinHorizon(date: string, now = new Date()): boolean {
  const today = zonedDate(now);
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

export function listFreeSlots(date: string, vehicleId: number | null | undefined, now = new Date()): Slot[] {
  if (!withinHorizon(date, now)) return [];
  const range = dayRange(date);
  return freeSlots(date, getAppointmentSettings(), { ...getBookingContext(range.from, range.to, undefined, now), now, vehicleId });
}

/**
 * When the free slots change by time alone, from `now` (the booking page is cached until then): a hold runs
 * out and its slot is free again, the next free slot comes within the notice period and is no longer offered,
 * or the day ends and the calendar moves on.
 */
export function freeSlotsChangeAt(now = new Date()): Date {
  const today = zonedDate(now);
  const tomorrow = addDays(today, 1);
  const times = [dayRange(tomorrow).from.getTime()];
  const next = [...listFreeSlots(today, undefined, now), ...listFreeSlots(tomorrow, undefined, now)][0];
  if (next) times.push(next.start.getTime() - getAppointmentSettings().noticeMinutes * 60_000);
  const hold = nextHoldExpiry(now);
  if (hold) times.push(hold.getTime());
  return new Date(Math.min(...times));
}

/**
 * Free slots per day for `count` days from `from` (the date picker greys out full days);
 * `closed` when the day has no opening hours or is blocked all day; `byAppointment` when it has no
 * opening hours at all (the published hours say "Sunday: By appointment": arranged by phone, not "Closed").
 */
export function countFreeSlots(
  from: string,
  count: number,
  vehicleId: number | null | undefined,
  now = new Date(),
): { date: string; free: number; closed: boolean; byAppointment: boolean }[] {
  const rules = getAppointmentSettings();
  const last = addDays(from, count - 1);
  const context = getBookingContext(dayRange(from).from, dayRange(last).to, undefined, now);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(from, i);
    const opening = openingSlots(date, rules);
    const holiday = isClosedDate(date, rules.closedDates);
    const closed = holiday || opening.every((slot) => context.blocked.some((b) => overlaps(slot, b)));
    const free = withinHorizon(date, now) ? freeSlots(date, rules, { ...context, now, vehicleId }).length : 0;
    return { date, free, closed, byAppointment: !holiday && opening.length === 0 };
  });
}

function atCapMessage(what: string): string {
  const { openPerContact } = holdRules();
  return `This ${what} already has ${openPerContact} upcoming booking${openPerContact === 1 ? '' : 's'} with us. Please use the link in your e-mail to change one, or call us at ${DEALER.phone.display}.`;
}

/** One table from a booking or change failure to its refusal (the wrapper maps reasons to statuses). */
export function bookingFailure(failure: ChangeFailure): ApiFailure {
  switch (failure) {
    case 'not-a-slot':
      return fail('invalid', 'Invalid input: start', {
        errors: { start: 'That time is not one we offer. Please choose a time from the list.' },
      });
    case 'slot-taken':
      return fail('conflict', 'That time has just been taken.', {
        errors: { start: 'Sorry, that time has just been taken. Please choose another.' },
      });
    case 'vehicle-missing':
      return fail('invalid', 'Invalid input: vehicleId', { errors: { vehicleId: 'This vehicle is no longer in our inventory.' } });
    case 'vehicle-sold':
      return fail('conflict', 'This vehicle has been sold.', {
        errors: { vehicleId: 'This vehicle has been sold and can no longer be booked.' },
      });
    case 'email-at-cap':
      return fail('conflict', 'This e-mail address already has the most bookings we hold at once.', {
        errors: { email: atCapMessage('e-mail address') },
      });
    case 'phone-at-cap':
      return fail('conflict', 'This phone number already has the most bookings we hold at once.', {
        errors: { phone: atCapMessage('phone number') },
      });
    case 'not-found':
      return fail('not-found', 'Appointment not found');
    case 'cancelled':
      return fail('conflict', 'This appointment has been cancelled.');
    case 'not-a-video-call':
      return fail('invalid', 'Invalid input: meetingUrl', { errors: { meetingUrl: 'Only a video call takes a meeting link.' } });
  }
}
