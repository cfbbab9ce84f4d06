import type { APIRoute } from 'astro';
import { rescheduleAppointment } from '../../../../db/queries/appointments';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { bookingFailureResponse } from '../../../../lib/server/appointments/booking';
import { notifyCustomer } from '../../../../lib/server/appointments/notify';
import { getAppointmentSettings } from '../../../../lib/server/appointments/settings';
import { toStaffAppointment } from '../../../../lib/server/appointments/staff-view';
import { json, parseParam, readJson } from '../../../../lib/server/http';
import { staffRescheduleSchema } from '../../../../lib/validation/appointment-settings';
import { idParamSchema } from '../../../../lib/validation/ids';

export const prerender = false;

/** Staff: move to another free slot (same rules as visitors); the visitor gets the new time and invitation. */
export const POST: APIRoute = async ({ locals, params, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const body = await readJson(request, staffRescheduleSchema);
  if ('response' in body) return body.response;
  const user = locals.user!;
  const result = rescheduleAppointment(id.data, new Date(body.data.start), getAppointmentSettings(), {
    id: user.id,
    name: displayName(user),
  });
  if ('failure' in result) return bookingFailureResponse(result.failure);
  const mail = await notifyCustomer(result, 'rescheduled');
  return json({ ...toStaffAppointment(result), delivery: mail.delivery, deliveryError: mail.error });
};
