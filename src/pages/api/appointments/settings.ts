import { logActivity } from '#src/db/queries/activity';
import { getAppointmentSettings, saveAppointmentSettings } from '#src/server/appointments/settings';
import { endpoint } from '#src/server/endpoint';
import { appointmentSettingsSchema } from '#src/lib/validation/appointment-settings';

/** Staff read the booking rules (the calendar needs the hours); only an admin changes them. */
export const GET = endpoint({ access: 'staff' }, () => getAppointmentSettings());

export const PUT = endpoint({ access: 'admin', body: appointmentSettingsSchema }, ({ body, actor }) => {
  const saved = saveAppointmentSettings(body);
  logActivity({
    userId: actor.id,
    actorName: actor.name,
    action: 'settings.appointments',
    entityType: 'settings',
    summary: 'Opening hours and booking rules updated',
  });
  return saved;
});
