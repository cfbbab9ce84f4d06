import { bookAppointment, getAppointment, listAppointments } from '#src/db/queries/appointments';
import { addDays, zonedInstant } from '#src/lib/appointments/time-zone';
import { bookingFailure } from '#src/server/appointments/booking';
import { notifyCustomer } from '#src/server/appointments/notify';
import { notifyNewLead } from '#src/server/leads/notify-new-lead';
import { getAppointmentSettings } from '#src/server/appointments/settings';
import { toStaffAppointment } from '#src/server/appointments/staff-view';
import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http';
import { publicPostLimiters, tooManyPosts } from '#src/server/public-rate-limit';
import { appointmentInputSchema } from '#src/lib/validation/appointment';
import { calendarRangeQuerySchema } from '#src/lib/validation/appointment-settings';

/** Staff: appointments of a span of Toronto dates (a week by default). ?from=YYYY-MM-DD&days=1..42 */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List appointments of a span of dates',
    response: { status: 200, description: 'The appointments, earliest first (StaffAppointment[])' },
    query: calendarRangeQuerySchema,
  },
  ({ query }) =>
    listAppointments(zonedInstant(query.from, '00:00')!, zonedInstant(addDays(query.from, query.days), '00:00')!).map(toStaffAppointment),
);

const limiter = publicPostLimiters.appointment;

/** Public: books a slot (201), or 409 when it was taken or the vehicle sold meanwhile. */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Book a viewing appointment',
    response: {
      status: 201,
      description:
        "`{ id, start, status: 'requested' }`; 409 when the slot was taken or the vehicle sold meanwhile, 429 past the address's window",
    },
    body: appointmentInputSchema,
  },
  async ({ body, clientAddress }) => {
    if (limiter.isLimited(clientAddress)) return tooManyPosts(limiter, clientAddress);
    limiter.hit(clientAddress);
    const { website, start, ...input } = body;
    // A filled honeypot is a bot: the same answer as a person gets, and nothing stored or sent.
    if (website?.trim()) return json({ id: 1000 + Math.floor(Math.random() * 9000), start, status: 'requested' }, 201);
    const booked = bookAppointment(
      { ...input, start: new Date(start), marketingConsent: input.marketingConsent ?? false },
      getAppointmentSettings(),
    );
    if ('failure' in booked) return bookingFailure(booked.failure);
    const view = getAppointment(booked.appointment.id)!;
    const mail = await notifyCustomer(view, 'booked');
    // The dealer's new-lead e-mail (and the CRM's ADF copy when set up), after the answer is decided.
    void notifyNewLead('appointment', view.inquiryId);
    return json(
      {
        id: view.id,
        start: view.startsAt.toISOString(),
        end: view.endsAt.toISOString(),
        kind: view.kind,
        status: view.status,
        vehicleTitle: view.vehicleTitle,
        email: view.email,
        delivery: mail.delivery,
      },
      201,
    );
  },
);
