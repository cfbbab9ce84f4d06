import { logActivity } from '#src/db/queries/activity';
import { getAppointmentSettings, saveAppointmentSettings } from '#src/server/appointments/settings';
import { endpoint } from '#src/server/endpoint';
import { appointmentSettingsSchema } from '#src/lib/validation/appointment-settings';
import { appointmentSettingsAnswer } from '#src/lib/api-answers/appointments';

/** Staff read the booking rules (the calendar needs the hours); only an admin changes them. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Read the booking rules',
    response: {
      status: 200,
      description: 'Opening hours per weekday, slot length, notice and horizon (AppointmentSettings)',
      schema: appointmentSettingsAnswer,
    },
  },
  () => getAppointmentSettings(),
);

export const PUT = endpoint(
  {
    access: 'admin',
    summary: 'Change the booking rules',
    body: appointmentSettingsSchema,
    response: { status: 200, description: 'The saved booking rules (AppointmentSettings)', schema: appointmentSettingsAnswer },
  },
  ({ body, actor }) => {
    const saved = saveAppointmentSettings(body);
    logActivity({
      userId: actor.id,
      actorName: actor.name,
      action: 'settings.appointments',
      entityType: 'settings',
      summary: 'Opening hours and booking rules updated',
    });
    return saved;
  },
);
