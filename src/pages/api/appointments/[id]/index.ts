import type { APIRoute } from 'astro';
import { getAppointment, listOtherLeads } from '../../../../db/queries/appointments';
import { getMarketingConsent } from '../../../../db/queries/consent';
import { guard } from '../../../../lib/server/auth/guard';
import { toStaffAppointment } from '../../../../lib/server/appointments/staff-view';
import { json, jsonError, parseParam } from '../../../../lib/server/http';
import { idParamSchema } from '../../../../lib/validation/ids';

export const prerender = false;

/** Staff: one appointment with the customer's other leads (same e-mail) and marketing consent. */
export const GET: APIRoute = ({ locals, params }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const view = getAppointment(id.data);
  if (!view) return jsonError(404, 'Appointment not found');
  return json({
    ...toStaffAppointment(view),
    otherLeads: listOtherLeads(view.email, view.inquiryId),
    consent: getMarketingConsent(view.email),
  });
};
