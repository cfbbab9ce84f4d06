import { confirmHold, getAppointmentByToken } from '#src/db/queries/appointments';
import { DEALER } from '#src/lib/dealer';
import { fail, type ApiFailure } from '#src/server/endpoint';
import { getAppointmentSettings } from './settings';

export const INVALID_LINK = 'This link is not valid or has expired. Please use the link in your e-mail, or call us.';

/**
 * The visitor confirms their online booking from the link in its e-mail (the
 * JSON API and the manage page's own form both come here): the hold becomes
 * firm. A hold that ran out was released and its time may be taken: the visitor
 * is asked to book again, as is one whose time another visitor confirmed first
 * (a booking taken under pressure keeps no slot until confirmed).
 */
export function confirmBookingByToken(token: string, now = new Date()): { id: number; start: Date; confirmed: boolean } | ApiFailure {
  const appointment = getAppointmentByToken(token, now);
  if (!appointment) return fail('not-found', INVALID_LINK);
  const result = confirmHold(appointment.id, getAppointmentSettings(), now);
  if ('failure' in result) {
    switch (result.failure) {
      case 'expired':
        return fail(
          'conflict',
          `This booking was not confirmed in time and its slot was released. Please book again, or call us at ${DEALER.phone.display}.`,
        );
      case 'taken':
        return fail(
          'conflict',
          `Sorry, another visitor confirmed a booking for this time before you did, so we could not keep it. Please choose another time, or call us at ${DEALER.phone.display}.`,
        );
      case 'cancelled':
        return fail('conflict', 'This appointment has been cancelled.');
      case 'passed':
      case 'not-found':
        return fail('not-found', INVALID_LINK);
    }
  }
  return { id: appointment.id, start: appointment.startsAt, confirmed: result.confirmed };
}
