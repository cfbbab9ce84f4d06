import type { APIRoute } from 'astro';
import { getAppointmentByToken, rescheduleAppointment } from '../../../../db/queries/appointments';
import { bookingFailureResponse } from '../../../../lib/server/appointments/booking';
import { notifyCustomer } from '../../../../lib/server/appointments/notify';
import { getAppointmentSettings } from '../../../../lib/server/appointments/settings';
import { json, jsonError, readJson } from '../../../../lib/server/http';
import { publicPostLimiters, tooManyPosts } from '../../../../lib/server/public-rate-limit';
import { selfRescheduleSchema } from '../../../../lib/validation/appointment';

export const prerender = false;

const limiter = publicPostLimiters.appointment;

/** The visitor moves their appointment to another free slot with the token from their e-mail. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (limiter.isLimited(clientAddress)) return tooManyPosts(limiter, clientAddress);
  const body = await readJson(request, selfRescheduleSchema);
  if ('response' in body) return body.response;
  limiter.hit(clientAddress);
  const appointment = getAppointmentByToken(body.data.token);
  if (!appointment) return jsonError(404, 'This link is not valid. Please use the link in your e-mail, or call us.');
  const result = rescheduleAppointment(appointment.id, new Date(body.data.start), getAppointmentSettings(), 'customer');
  if ('failure' in result) return bookingFailureResponse(result.failure);
  await notifyCustomer(result, 'rescheduled');
  return json({ status: result.status, start: result.startsAt.toISOString(), end: result.endsAt.toISOString() });
};
