import { createBlock, listBlocks } from '#src/db/queries/appointments';
import { addDays, isCalendarDate, zonedInstant } from '#src/lib/appointments/time-zone';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { appointmentBlockSchema, calendarRangeQuerySchema } from '#src/lib/validation/appointment-settings';
import { appointmentBlockAnswer, appointmentBlocksAnswer } from '#src/lib/api-answers/appointments';

/** Staff: closed days and blocked periods touching a span of dates (?from=YYYY-MM-DD&days=1..42). */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List closed days and blocked periods',
    query: calendarRangeQuerySchema,
    response: {
      status: 200,
      description: 'The blocks touching the span of dates: `{ id, startsAt, endsAt, reason }[]`',
      schema: appointmentBlocksAnswer,
    },
  },
  ({ query }) => listBlocks(zonedInstant(query.from, '00:00')!, zonedInstant(addDays(query.from, query.days), '00:00')!),
);

/** Staff: close whole days (date..endDate) or block a period of one day (from..to), Toronto time. */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Close days or block a period',
    body: appointmentBlockSchema,
    response: { status: 201, description: 'The new block `{ id, startsAt, endsAt, reason }`', schema: appointmentBlockAnswer },
  },
  ({ body: b, actor }) => {
    if (!isCalendarDate(b.date)) return fail('invalid', 'Invalid input: date', { errors: { date: 'Choose a real date' } });
    if (b.endDate && !isCalendarDate(b.endDate))
      return fail('invalid', 'Invalid input: endDate', { errors: { endDate: 'Choose a real date' } });
    const startsAt = b.allDay ? zonedInstant(b.date, '00:00') : zonedInstant(b.date, b.from!);
    const endsAt = b.allDay ? zonedInstant(addDays(b.endDate ?? b.date, 1), '00:00') : zonedInstant(b.date, b.to!);
    if (!startsAt || !endsAt)
      return fail('invalid', 'Invalid input: from', { errors: { from: 'That time does not exist on this date (the clocks change).' } });
    return json(createBlock({ startsAt, endsAt, reason: b.reason }, actor), 201);
  },
);
