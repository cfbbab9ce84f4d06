import { releaseHeldBookings } from '#src/server/appointments/holds-view';
import { endpoint } from '#src/server/endpoint';
import { releaseHoldsSchema } from '#src/lib/validation/appointment-holds';
import { holdsReleasedAnswer } from '#src/lib/api-answers/appointments';

/** Staff: release unconfirmed bookings at once (the ids ticked, or all from one source), freeing their slots; logged. */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Release unconfirmed online bookings (a flood) in one step',
    description: 'Only bookings still unconfirmed are released; firm bookings are never touched. One activity entry records it.',
    body: releaseHoldsSchema,
    response: { status: 200, description: '`{ released }`: how many were released', schema: holdsReleasedAnswer },
  },
  ({ body, actor }) => releaseHeldBookings(body, actor),
);
