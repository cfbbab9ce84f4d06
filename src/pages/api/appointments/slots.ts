import { DEALER_TIME_ZONE, isCalendarDate } from '#src/lib/appointments/time-zone';
import { listFreeSlots, toSlotDto } from '#src/server/appointments/booking';
import { endpoint, fail } from '#src/server/endpoint';
import { slotsQuerySchema } from '#src/lib/validation/appointment';
import { freeSlotsAnswer } from '#src/lib/api-answers/appointments';

/** Public: the free slots of one date in the dealer's time zone. ?date=YYYY-MM-DD[&vehicleId=N] */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'List the free slots of a date',
    query: slotsQuerySchema,
    response: {
      status: 200,
      description: "`{ date, timeZone, slots: { start, end, label }[] }` in the dealer's time zone",
      schema: freeSlotsAnswer,
    },
  },
  ({ query }) => {
    if (!isCalendarDate(query.date))
      return fail('invalid', 'Invalid input: date', { errors: { date: 'date must be a real calendar date (YYYY-MM-DD).' } });
    return { date: query.date, timeZone: DEALER_TIME_ZONE, slots: listFreeSlots(query.date, query.vehicleId).map(toSlotDto) };
  },
);
