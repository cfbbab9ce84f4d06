import { zonedDate } from '#src/lib/appointments/time-zone';
import { countFreeSlots } from '#src/server/appointments/booking';
import { endpoint } from '#src/server/endpoint';
import { daysQuerySchema } from '#src/lib/validation/appointment';
import { freeDaysAnswer } from '#src/lib/api-answers/appointments';

/** Public: free slots per day for the date picker. ?from=YYYY-MM-DD&count=1..42[&vehicleId=N] */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Count free slots per day',
    query: daysQuerySchema,
    response: { status: 200, description: '`{ days: { date, free, closed }[] }` for the date picker', schema: freeDaysAnswer },
  },
  ({ query }) => ({
    days: countFreeSlots(query.from ?? zonedDate(new Date()), query.count ?? 21, query.vehicleId),
  }),
);
