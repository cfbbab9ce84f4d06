import { confirmBookingByToken } from '#src/server/appointments/confirm-booking';
import { endpoint, ApiFailure } from '#src/server/endpoint';
import { publicPostLimiters } from '#src/server/http/public-rate-limit';
import { manageTokenSchema } from '#src/lib/validation/appointment';
import { bookingConfirmedAnswer } from '#src/lib/api-answers/appointments';

/** The visitor confirms their online booking with the token from its e-mail: until then it only holds its slot a while. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: { paths: ['/book'] }, // the slot held until now is firm
    rateLimit: { limiter: publicPostLimiters.appointment },
    summary: 'Confirm an online booking with the token from its e-mail',
    description:
      'An online booking holds its slot for `BOOKING_HOLD_MINUTES` (30) unless confirmed here; then it is firm. ' +
      'Confirming twice is harmless. A hold that ran out answers 409: its slot was released.',
    body: manageTokenSchema,
    response: { status: 200, description: '`{ confirmed: true, start }`', schema: bookingConfirmedAnswer },
  },
  ({ body }) => {
    const result = confirmBookingByToken(body.token);
    if (result instanceof ApiFailure) return result;
    return { confirmed: true, start: result.start.toISOString() };
  },
);
