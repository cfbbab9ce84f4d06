import { getAppointmentByCalendarToken } from '#src/db/queries/appointments';
import { manageTokenSchema } from '#src/lib/validation/appointment';
import { appointmentCalendar } from '#src/server/appointments/notify';
import { endpoint, fail } from '#src/server/endpoint';

/**
 * "Add to calendar" on the booking's confirmation and its manage page: the appointment's .ics, for a
 * customer whose e-mail (which carries it too) has not come, or who has no mail set up (no SMTP_URL).
 */
export const GET = endpoint(
  {
    access: 'public',
    summary: "Download the calendar file (.ics) of an appointment with its confirmation's calendar token",
    query: manageTokenSchema,
    response: {
      status: 200,
      description: 'text/calendar: the appointment as it stands (TENTATIVE until confirmed, CANCELLED once cancelled)',
      contentType: 'text/calendar',
    },
  },
  ({ query }) => {
    const appointment = getAppointmentByCalendarToken(query.token);
    if (!appointment) return fail('not-found', 'This link is not valid. Please use the link in your e-mail, or call us.');
    return new Response(appointmentCalendar(appointment), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="appointment.ics"',
        // The token is the customer's key: never kept by a shared cache.
        'Cache-Control': 'no-store',
      },
    });
  },
);
