import type { APIRoute } from 'astro';
import { isCalendarDate, DEALER_TIME_ZONE } from '../../../lib/appointments/time-zone';
import { listFreeSlots, toSlotDto } from '../../../lib/server/appointments/booking';
import { json, jsonError, parseParam } from '../../../lib/server/http';
import { slotsQuerySchema } from '../../../lib/validation/appointment';

export const prerender = false;

/** Public: the free slots of one date in the dealer's time zone. ?date=YYYY-MM-DD[&vehicleId=N] */
export const GET: APIRoute = ({ url }) => {
  const query = parseParam(slotsQuerySchema, Object.fromEntries(url.searchParams), 'query');
  if ('response' in query) return query.response;
  const { date, vehicleId } = query.data;
  if (!isCalendarDate(date))
    return jsonError(400, 'date: not a calendar date', { errors: { date: 'date must be a real calendar date (YYYY-MM-DD).' } });
  return json({ date, timeZone: DEALER_TIME_ZONE, slots: listFreeSlots(date, vehicleId).map(toSlotDto) });
};
