import type { APIRoute } from 'astro';
import { bookAppointment, getAppointment, listAppointments } from '../../../db/queries/appointments';
import { isCalendarDate, addDays, zonedInstant } from '../../../lib/appointments/time-zone';
import { guard } from '../../../lib/server/auth/guard';
import { bookingFailureResponse } from '../../../lib/server/appointments/booking';
import { notifyCustomer } from '../../../lib/server/appointments/notify';
import { getAppointmentSettings } from '../../../lib/server/appointments/settings';
import { toStaffAppointment } from '../../../lib/server/appointments/staff-view';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { publicPostLimiters, tooManyPosts } from '../../../lib/server/public-rate-limit';
import { appointmentInputSchema } from '../../../lib/validation/appointment';

export const prerender = false;

/** Staff: appointments of a span of Toronto dates (a week by default). ?from=YYYY-MM-DD&days=1..42 */
export const GET: APIRoute = ({ locals, url }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const from = url.searchParams.get('from') ?? '';
  const days = Number(url.searchParams.get('days') ?? 7);
  if (!isCalendarDate(from)) return jsonError(400, 'from: not a calendar date', { errors: { from: 'from must be a date (YYYY-MM-DD).' } });
  if (!Number.isInteger(days) || days < 1 || days > 42)
    return jsonError(400, 'days: 1 to 42', { errors: { days: 'days must be a whole number from 1 to 42.' } });
  const list = listAppointments(zonedInstant(from, '00:00')!, zonedInstant(addDays(from, days), '00:00')!);
  return json(list.map(toStaffAppointment));
};

const limiter = publicPostLimiters.appointment;

/** Public: books a slot (201), or 409 when it was taken or the vehicle sold meanwhile. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (limiter.isLimited(clientAddress)) return tooManyPosts(limiter, clientAddress);
  const body = await readJson(request, appointmentInputSchema);
  if ('response' in body) return body.response;
  limiter.hit(clientAddress);
  const { website, start, ...input } = body.data;
  // A filled honeypot is a bot: the same answer as a person gets, and nothing stored or sent.
  if (website?.trim()) return json({ id: 1000 + Math.floor(Math.random() * 9000), start, status: 'requested' }, 201);
  const booked = bookAppointment(
    { ...input, start: new Date(start), marketingConsent: input.marketingConsent ?? false },
    getAppointmentSettings(),
  );
  if ('failure' in booked) return bookingFailureResponse(booked.failure);
  const view = getAppointment(booked.appointment.id)!;
  const mail = await notifyCustomer(view, 'booked');
  return json(
    {
      id: view.id,
      start: view.startsAt.toISOString(),
      end: view.endsAt.toISOString(),
      kind: view.kind,
      status: view.status,
      vehicleTitle: view.vehicleTitle,
      email: view.email,
      delivery: mail.delivery,
    },
    201,
  );
};
