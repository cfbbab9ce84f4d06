import { endpoint, fail, idParams } from '#src/server/endpoint';
import { cancelByCustomer } from '#src/server/appointments/customer-change';
import { clientKey } from '#src/lib/net/client-key';
import { publicPostLimiters, tooManyPosts } from '#src/server/http/public-rate-limit';
import { findOwnAppointment } from '#src/server/shoppers/garage';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { appointmentCancelledAnswer } from '#src/lib/api-answers/shopper';

const limiter = publicPostLimiters.appointment;

/** My garage: the signed-in shopper cancels one of their appointments (as from the link in its e-mail). */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Cancel one of the signed-in shopper’s appointments',
    description: 'Needs a shopper session. Another customer’s appointment, or one that is over, is 404. Staff are told by e-mail.',
    params: idParams,
    notFound: 'Appointment not found',
    response: { status: 200, description: '`{ status, start }`: the appointment, now cancelled', schema: appointmentCancelledAnswer },
  },
  async ({ locals, params, clientAddress }) => {
    const { shopper } = requireShopper(locals);
    const client = clientKey(clientAddress);
    if (limiter.isLimited(client)) return tooManyPosts(limiter, client);
    limiter.hit(client);
    const appointment = findOwnAppointment(shopper, params.id);
    if (!appointment) return fail('not-found', 'Appointment not found');
    return cancelByCustomer(appointment);
  },
);
