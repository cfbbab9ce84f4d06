import type { APIRoute } from 'astro';
import { z } from 'zod';
import { listActivity } from '../../../db/queries/activity';
import { guard } from '../../../lib/server/auth/guard';
import { json, validationError } from '../../../lib/server/http';

export const prerender = false;

const whole = (field: string, max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]*$/, `${field} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().max(max, `${field} must be at most ${max}`));

const querySchema = z.object({
  limit: whole('Limit', 500).default(50),
  before: whole('Before', Number.MAX_SAFE_INTEGER).optional(),
});

/** The activity log, newest first; page on with ?before={nextBefore}. */
export const GET: APIRoute = ({ locals, url }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const query = querySchema.safeParse({
    limit: url.searchParams.get('limit') ?? undefined,
    before: url.searchParams.get('before') ?? undefined,
  });
  if (!query.success) return validationError(query.error.issues);
  const entries = listActivity(query.data);
  const nextBefore = entries.length === query.data.limit ? entries[entries.length - 1].id : null;
  return json({ entries, nextBefore });
};
