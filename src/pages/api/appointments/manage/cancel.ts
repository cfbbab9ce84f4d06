import { getAppointmentByToken, setAppointmentStatus } from '#src/db/queries/appointments';
import { bookingFailure } from '#src/server/appointments/booking';
import { notifyCustomer, notifyStaffOfCustomerChange } from '#src/server/appointments/notify';
import { endpoint, fail } from '#src/server/endpoint';
import { clientKey } from '#src/lib/net/client-key';
import { publicPostLimiters, tooManyPosts } from '#src/server/public-rate-limit';
import { manageTokenSchema } from '#src/lib/validation/appointment';

const limiter = publicPostLimiters.appointment;

/** The visitor cancels with the token from their e-mail. */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Cancel an appointment with the token from its e-mail',
    response: { status: 200, description: '`{ status, start }`: the appointment, now cancelled' },
    body: manageTokenSchema,
  },
  async ({ body, clientAddress }) => {
    const client = clientKey(clientAddress);
    if (limiter.isLimited(client)) return tooManyPosts(limiter, client);
    limiter.hit(client);
    const appointment = getAppointmentByToken(body.token);
    if (!appointment) return fail('not-found', 'This link is not valid or has expired. Please use the link in your e-mail, or call us.');
    const result = setAppointmentStatus(appointment.id, 'cancelled', 'customer');
    if ('failure' in result) return bookingFailure(result.failure);
    await Promise.all([notifyCustomer(result, 'cancelled'), notifyStaffOfCustomerChange(result, 'cancelled')]);
    return { status: result.status, start: result.startsAt.toISOString() };
  },
);
