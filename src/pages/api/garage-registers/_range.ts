import { jsonError, validationError } from '../../../lib/server/http';
import { garageRegisterRangeSchema } from '../../../lib/validation/garage-register';
import type { RegisterRange } from '../../../db/queries/garage-register';

/** ?from=yyyy/mm/dd&to=yyyy/mm/dd (inclusive, either optional, blank = absent), or the 400 to answer. */
export function registerRangeFrom(url: URL): { range: RegisterRange } | { response: Response } {
  const read = (key: string) => url.searchParams.get(key)?.trim() || undefined;
  const parsed = garageRegisterRangeSchema.safeParse({ from: read('from'), to: read('to') });
  if (!parsed.success) return { response: validationError(parsed.error.issues) };
  const { from, to } = parsed.data;
  if (from && to && from > to)
    return { response: jsonError(400, 'Invalid input: to', { errors: { to: 'The end date must be on or after the start date' } }) };
  return { range: { from, to } };
}
