import type { APIRoute } from 'astro';
import { z } from 'zod';
import { setAppointmentStatus } from '../../../../db/queries/appointments';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { bookingFailureResponse } from '../../../../lib/server/appointments/booking';
import { notifyCustomer } from '../../../../lib/server/appointments/notify';
import { toStaffAppointment } from '../../../../lib/server/appointments/staff-view';
import { json, parseParam, readJson } from '../../../../lib/server/http';
import { idParamSchema } from '../../../../lib/validation/ids';

export const prerender = false;

const schema = z.object({
  status: z.enum(['confirmed', 'cancelled'], 'Status must be confirmed or cancelled'),
  reason: z.string().trim().max(1000, 'The note must be at most 1000 characters').optional(),
});

/** Staff: confirm or cancel; the visitor is told by e-mail. */
export const POST: APIRoute = async ({ locals, params, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const body = await readJson(request, schema);
  if ('response' in body) return body.response;
  const user = locals.user!;
  const result = setAppointmentStatus(id.data, body.data.status, { id: user.id, name: displayName(user) }, body.data.reason);
  if ('failure' in result) return bookingFailureResponse(result.failure);
  const mail = await notifyCustomer(result, body.data.status);
  return json({ ...toStaffAppointment(result), delivery: mail.delivery, deliveryError: mail.error });
};
