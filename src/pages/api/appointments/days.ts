import type { APIRoute } from 'astro';
import { isCalendarDate, zonedDate } from '../../../lib/appointments/time-zone';
import { countFreeSlots } from '../../../lib/server/appointments/booking';
import { json, jsonError } from '../../../lib/server/http';

export const prerender = false;

/** Public: free slots per day for the date picker. ?from=YYYY-MM-DD&count=1..42[&vehicleId=N] */
export const GET: APIRoute = ({ url }) => {
  const from = url.searchParams.get('from') ?? zonedDate(new Date());
  const count = Number(url.searchParams.get('count') ?? 21);
  const vehicleParam = url.searchParams.get('vehicleId');
  const vehicleId = vehicleParam === null ? undefined : Number(vehicleParam);
  if (!isCalendarDate(from)) return jsonError(400, 'from: not a calendar date', { errors: { from: 'from must be a date (YYYY-MM-DD).' } });
  if (!Number.isInteger(count) || count < 1 || count > 42)
    return jsonError(400, 'count: 1 to 42', { errors: { count: 'count must be a whole number from 1 to 42.' } });
  if (vehicleId !== undefined && !(Number.isInteger(vehicleId) && vehicleId > 0))
    return jsonError(400, 'vehicleId: not an id', { errors: { vehicleId: 'vehicleId must be a whole number.' } });
  return json({ days: countFreeSlots(from, count, vehicleId) });
};
