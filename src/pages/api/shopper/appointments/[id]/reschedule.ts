import { endpoint, fail, idParams } from '#src/server/endpoint';
import { rescheduleByCustomer } from '#src/server/appointments/customer-change';
import { clientKey } from '#src/lib/net/client-key';
import { shopperRescheduleSchema } from '#src/lib/validation/appointment';
import { publicPostLimiters, tooManyPosts } from '#src/server/http/public-rate-limit';
import { findOwnAppointment } from '#src/server/shoppers/garage';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { appointmentMovedAnswer } from '#src/lib/api-answers/shopper';

const limiter = publicPostLimiters.appointment;

/** My garage: the signed-in shopper moves one of their appointments to another free slot (as from the link in its e-mail). */
export const POST = endpoint(
  {
    access: 'public',
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
  async ({ locals, params, body, clientAddress }) => {
    const { shopper } = requireShopper(locals);
    const client = clientKey(clientAddress);
    if (limiter.isLimited(client)) return tooManyPosts(limiter, client);
    limiter.hit(client);
    const appointment = findOwnAppointment(shopper, params.id);
    if (!appointment) return fail('not-found', 'Appointment not found');
    return rescheduleByCustomer(appointment, new Date(body.start));
  },
);
