import { endpoint, fail, idParams } from '#src/server/endpoint';
import { cancelByCustomer } from '#src/server/appointments/customer-change';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import { findOwnAppointment } from '#src/server/shoppers/garage';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { appointmentCancelledAnswer } from '#src/lib/api-answers/shopper';

/** My garage: the signed-in shopper cancels one of their appointments (as from the link in its e-mail). */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: { paths: ['/book'] },
    rateLimit: { limiter: publicPostLimiters.appointment },
    summary: 'Cancel one of the signed-in shopper’s appointments',
    description: 'Needs a shopper session. Another customer’s appointment, or one that is over, is 404. Staff are told by e-mail.',
    params: idParams,
    notFound: 'Appointment not found',
    response: { status: 200, description: '`{ status, start }`: the appointment, now cancelled', schema: appointmentCancelledAnswer },
  },
  async ({ locals, params }) => {
    const { shopper } = requireShopper(locals);
    const appointment = findOwnAppointment(shopper, params.id);
    if (!appointment) return fail('not-found', 'Appointment not found');
    return cancelByCustomer(appointment);
  },
);
