import type { APIRoute } from 'astro';
import { logActivity } from '../../../db/queries/activity';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { getAppointmentSettings, saveAppointmentSettings } from '../../../lib/server/appointments/settings';
import { json, readJson } from '../../../lib/server/http';
import { appointmentSettingsSchema } from '../../../lib/validation/appointment-settings';

export const prerender = false;

/** Staff read the booking rules (the calendar needs the hours); only an admin changes them. */
export const GET: APIRoute = ({ locals }) => guard(locals, 'staff') ?? json(getAppointmentSettings());

export const PUT: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  const body = await readJson(request, appointmentSettingsSchema);
  if ('response' in body) return body.response;
  const saved = saveAppointmentSettings(body.data);
  logActivity({
    userId: locals.user!.id,
    actorName: displayName(locals.user!),
    action: 'settings.appointments',
    entityType: 'settings',
    summary: 'Opening hours and booking rules updated',
  });
  return json(saved);
};
