import type { APIRoute } from 'astro';
import { getAppointmentByToken, setAppointmentStatus } from '../../../../db/queries/appointments';
import { bookingFailureResponse } from '../../../../lib/server/appointments/booking';
import { notifyCustomer } from '../../../../lib/server/appointments/notify';
import { json, jsonError, readJson } from '../../../../lib/server/http';
import { publicPostLimiters, tooManyPosts } from '../../../../lib/server/public-rate-limit';
import { manageTokenSchema } from '../../../../lib/validation/appointment';

export const prerender = false;

const limiter = publicPostLimiters.appointment;

/** The visitor cancels with the token from their e-mail. */
export const POST: APIRoute = async ({ request, clientAddress }) => {
  if (limiter.isLimited(clientAddress)) return tooManyPosts(limiter, clientAddress);
  const body = await readJson(request, manageTokenSchema);
  if ('response' in body) return body.response;
  limiter.hit(clientAddress);
  const appointment = getAppointmentByToken(body.data.token);
  if (!appointment) return jsonError(404, 'This link is not valid. Please use the link in your e-mail, or call us.');
  const result = setAppointmentStatus(appointment.id, 'cancelled', 'customer');
  if ('failure' in result) return bookingFailureResponse(result.failure);
  await notifyCustomer(result, 'cancelled');
  return json({ status: result.status, start: result.startsAt.toISOString() });
};
