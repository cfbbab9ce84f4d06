import { confirmBookingByToken } from '#src/server/appointments/confirm-booking';
import { endpoint, ApiFailure } from '#src/server/endpoint';
import { publicPostLimiters, tooManyPosts } from '#src/server/http/public-rate-limit';
import { clientKey } from '#src/lib/net/client-key';
import { manageTokenSchema } from '#src/lib/validation/appointment';
import { bookingConfirmedAnswer } from '#src/lib/api-answers/appointments';

const limiter = publicPostLimiters.appointment;

/** The visitor confirms their online booking with the token from its e-mail: until then it only holds its slot a while. */
export const POST = endpoint(
  {
    access: 'public',
    summary: 'Confirm an online booking with the token from its e-mail',
    description:
      'An online booking holds its slot for `BOOKING_HOLD_MINUTES` (30) unless confirmed here; then it is firm. ' +
      'Confirming twice is harmless. A hold that ran out answers 409: its slot was released.',
    body: manageTokenSchema,
    response: { status: 200, description: '`{ confirmed: true, start }`', schema: bookingConfirmedAnswer },
  },
  ({ body, clientAddress }) => {
    const client = clientKey(clientAddress);
    if (limiter.isLimited(client)) return tooManyPosts(limiter, client);
    limiter.hit(client);
    const result = confirmBookingByToken(body.token);
    if (result instanceof ApiFailure) return result;
    return { confirmed: true, start: result.start.toISOString() };
  },
);
