import { heldBookingsView } from '#src/server/appointments/holds-view';
import { endpoint } from '#src/server/endpoint';
import { heldBookingsAnswer } from '#src/lib/api-answers/appointments';

/** Staff: online bookings not yet confirmed from their e-mail, grouped by source, and the hourly ceiling. */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List unconfirmed online bookings, grouped by e-mail, phone and network',
    response: {
      status: 200,
      description:
        '`{ ceiling: { perHour, heldLastHour, reached, alertedAt }, holds: HeldBooking[], groups: { by, value, ids }[] }`: groups of two or more, largest first',
      schema: heldBookingsAnswer,
    },
  },
  () => heldBookingsView(),
);
