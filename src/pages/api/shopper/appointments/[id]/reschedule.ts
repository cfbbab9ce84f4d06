import { endpoint, fail, idParams } from '#src/server/endpoint';
import { rescheduleByCustomer } from '#src/server/appointments/customer-change';
import { shopperRescheduleSchema } from '#src/lib/validation/appointment';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import { findOwnAppointment } from '#src/server/shoppers/garage';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { appointmentMovedAnswer } from '#src/lib/api-answers/shopper';

/** My garage: the signed-in shopper moves one of their appointments to another free slot (as from the link in its e-mail). */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: { paths: ['/book'] },
    rateLimit: { limiter: publicPostLimiters.appointment },
    summary: 'Move one of the signed-in shopper’s appointments',
    description:
      'Needs a shopper session. `start` is one of the instants GET /api/appointments/slots lists. Another customer’s appointment, ' +
      'or one that is over, is 404; a time just taken is 409. The customer and staff are told by e-mail.',
    params: idParams,
    notFound: 'Appointment not found',
    body: shopperRescheduleSchema,
    response: {
      status: 200,
      description: '`{ status, start, end, when }`: the appointment at its new time',
      schema: appointmentMovedAnswer,
    },
  },
  async ({ locals, params, body }) => {
    const { shopper } = requireShopper(locals);
    const appointment = findOwnAppointment(shopper, params.id);
    if (!appointment) return fail('not-found', 'Appointment not found');
    return rescheduleByCustomer(appointment, new Date(body.start));
  },
);
