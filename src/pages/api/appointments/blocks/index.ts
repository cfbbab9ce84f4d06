import type { APIRoute } from 'astro';
import { createBlock, listBlocks } from '../../../../db/queries/appointments';
import { addDays, isCalendarDate, zonedInstant } from '../../../../lib/appointments/time-zone';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { json, jsonError, readJson } from '../../../../lib/server/http';
import { appointmentBlockSchema } from '../../../../lib/validation/appointment-settings';

export const prerender = false;

/** Staff: closed days and blocked periods from a date on (?from=YYYY-MM-DD&days=1..366). */
export const GET: APIRoute = ({ locals, url }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const from = url.searchParams.get('from') ?? '';
  const days = Number(url.searchParams.get('days') ?? 90);
  if (!isCalendarDate(from)) return jsonError(400, 'from: not a calendar date', { errors: { from: 'from must be a date (YYYY-MM-DD).' } });
  if (!Number.isInteger(days) || days < 1 || days > 366)
    return jsonError(400, 'days: 1 to 366', { errors: { days: 'days must be a whole number from 1 to 366.' } });
  return json(listBlocks(zonedInstant(from, '00:00')!, zonedInstant(addDays(from, days), '00:00')!));
};

/** Staff: close whole days (date..endDate) or block a period of one day (from..to), Toronto time. */
export const POST: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const body = await readJson(request, appointmentBlockSchema);
  if ('response' in body) return body.response;
  const b = body.data;
  if (!isCalendarDate(b.date)) return jsonError(400, 'Invalid input: date', { errors: { date: 'Choose a real date' } });
  if (b.endDate && !isCalendarDate(b.endDate))
    return jsonError(400, 'Invalid input: endDate', { errors: { endDate: 'Choose a real date' } });
  const startsAt = b.allDay ? zonedInstant(b.date, '00:00') : zonedInstant(b.date, b.from!);
  const endsAt = b.allDay ? zonedInstant(addDays(b.endDate ?? b.date, 1), '00:00') : zonedInstant(b.date, b.to!);
  if (!startsAt || !endsAt)
    return jsonError(400, 'Invalid input: from', { errors: { from: 'That time does not exist on this date (the clocks change).' } });
  const user = locals.user!;
  return json(createBlock({ startsAt, endsAt, reason: b.reason }, { id: user.id, name: displayName(user) }), 201);
};
