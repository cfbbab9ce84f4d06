import { listAppointments } from '#src/db/queries/appointments';
import { addDays, zonedInstant } from '#src/lib/appointments/time-zone';
import { bookingLead } from '#src/server/appointments/booking-lead';
import { toStaffAppointment } from '#src/server/appointments/staff-view';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { endpoint } from '#src/server/endpoint';
import { appointmentInputSchema } from '#src/lib/validation/appointment';
import { calendarRangeQuerySchema } from '#src/lib/validation/appointment-settings';
import { bookingAnswer, staffAppointmentsAnswer } from '#src/lib/api-answers/appointments';

/** Staff: appointments of a span of Toronto dates (a week by default). ?from=YYYY-MM-DD&days=1..42 */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'appointments:read',
    summary: 'List appointments of a span of dates',
    query: calendarRangeQuerySchema,
    response: { status: 200, description: 'The appointments, earliest first (StaffAppointment[])', schema: staffAppointmentsAnswer },
  },
  ({ query }) =>
    listAppointments(zonedInstant(query.from, '00:00')!, zonedInstant(addDays(query.from, query.days), '00:00')!).map(toStaffAppointment),
);

/** Public: books a slot (201), or 409 when it was taken or the vehicle sold meanwhile. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: { paths: ['/book'] }, // the slot it takes
    summary: 'Book a viewing appointment',
    body: appointmentInputSchema,
    response: {
      status: 201,
      description:
        "`{ id, start, end, kind, status: 'requested', vehicleTitle, email, delivery }`; 409 when the slot was taken or the vehicle sold meanwhile, 429 past the address's window",
      schema: bookingAnswer,
    },
  },
  ({ body, clientAddress }) => answerPublicLead(bookingLead, clientAddress, () => body),
);
