import { getAppointmentByToken } from '#src/db/queries/appointments';
import { cancelByCustomer } from '#src/server/appointments/customer-change';
import { endpoint, fail } from '#src/server/endpoint';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import { manageTokenSchema } from '#src/lib/validation/appointment';
import { appointmentCancelledAnswer } from '#src/lib/api-answers/shopper';

/** The visitor cancels with the token from their e-mail. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: { paths: ['/book'] }, // its slot is free again
    rateLimit: { limiter: publicPostLimiters.appointment },
    summary: 'Cancel an appointment with the token from its e-mail',
    body: manageTokenSchema,
    response: { status: 200, description: '`{ status, start }`: the appointment, now cancelled', schema: appointmentCancelledAnswer },
  },
  async ({ body }) => {
    const appointment = getAppointmentByToken(body.token);
    if (!appointment) return fail('not-found', 'This link is not valid or has expired. Please use the link in your e-mail, or call us.');
    return cancelByCustomer(appointment);
  },
);
