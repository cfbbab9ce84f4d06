import { z } from 'zod';

/**
 * A count taken from a query string (`?days=28`, `?weeks=8`): a whole number from 1 to `max`, `fallback` when it is
 * not given, and one message naming the field and its range whatever is wrong with it.
 */
export function countQuery(label: string, max: number, fallback: number) {
  const message = `${label} must be a whole number from 1 to ${max}`;
  return z.coerce.number(message).int(message).min(1, message).max(max, message).default(fallback);
}
