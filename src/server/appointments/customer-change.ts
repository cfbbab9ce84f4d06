import { rescheduleAppointment, setAppointmentStatus, type AppointmentView } from '#src/db/queries/appointments';
import { formatAppointmentTime } from '#src/lib/appointments/time-zone';
import { bookingFailure } from '#src/server/appointments/booking';
import { notifyCustomer, notifyStaffOfCustomerChange } from '#src/server/appointments/notify';
import { getAppointmentSettings } from '#src/server/appointments/settings';
import type { ApiFailure } from '#src/server/endpoint';

/**
 * The customer's own changes to their appointment, whichever way they reached it (the link in its
 * e-mail, /book/manage, or My garage signed in): the same slot checks, the same e-mails to them and
 * to staff. The caller has already decided the appointment is theirs.
 */
export async function cancelByCustomer(
  appointment: AppointmentView,
): Promise<ApiFailure | { status: AppointmentView['status']; start: string }> {
  const result = setAppointmentStatus(appointment.id, 'cancelled', 'customer');
  if ('failure' in result) return bookingFailure(result.failure);
  await Promise.all([notifyCustomer(result, 'cancelled'), notifyStaffOfCustomerChange(result, 'cancelled')]);
  return { status: result.status, start: result.startsAt.toISOString() };
}

export async function rescheduleByCustomer(
  appointment: AppointmentView,
  start: Date,
): Promise<ApiFailure | { status: AppointmentView['status']; start: string; end: string; when: string }> {
  const result = rescheduleAppointment(appointment.id, start, getAppointmentSettings(), 'customer');
  if ('failure' in result) return bookingFailure(result.failure);
  await Promise.all([notifyCustomer(result, 'rescheduled'), notifyStaffOfCustomerChange(result, 'rescheduled', appointment.startsAt)]);
  return {
    status: result.status,
    start: result.startsAt.toISOString(),
    end: result.endsAt.toISOString(),
    when: formatAppointmentTime(result.startsAt),
  };
}
