import { getAppointmentByToken } from '#src/db/queries/appointments';
import { rescheduleByCustomer } from '#src/server/appointments/customer-change';
import { endpoint, fail } from '#src/server/endpoint';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import { selfRescheduleSchema } from '#src/lib/validation/appointment';
import { appointmentMovedAnswer } from '#src/lib/api-answers/shopper';

/** The visitor moves their appointment to another free slot with the token from their e-mail. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: { paths: ['/book'] }, // one slot freed, another taken
    rateLimit: { limiter: publicPostLimiters.appointment },
    summary: 'Move an appointment with the token from its e-mail',
    body: selfRescheduleSchema,
    response: {
      status: 200,
      description: '`{ status, start, end, when }`: the appointment at its new time (`when` as the page words it)',
      schema: appointmentMovedAnswer,
    },
  },
  async ({ body }) => {
    const appointment = getAppointmentByToken(body.token);
    if (!appointment) return fail('not-found', 'This link is not valid or has expired. Please use the link in your e-mail, or call us.');
    return rescheduleByCustomer(appointment, new Date(body.start));
  },
);
