import type { APIRoute } from 'astro';
import { setAccountDisabled } from '../../../../db/queries/accounts';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { json, jsonError, parseParam, readJson } from '../../../../lib/server/http';
import { accountStatusSchema } from '../../../../lib/validation/accounts';
import { idParamSchema } from '../../../../lib/validation/ids';

export const prerender = false;

const REFUSALS: Record<'not-found' | 'self' | 'last-admin', [number, string]> = {
  'not-found': [404, 'User not found'],
  self: [409, 'You cannot disable your own account.'],
  'last-admin': [409, 'This is the last enabled admin account; enable another admin first.'],
};

/** Disable (signs the user out everywhere) or enable an account. */
export const PUT: APIRoute = async ({ locals, params, request }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const body = await readJson(request, accountStatusSchema);
  if ('response' in body) return body.response;
  const result = setAccountDisabled(id.data, body.data.disabled, { id: locals.user!.id, name: displayName(locals.user!) });
  if (typeof result === 'string') return jsonError(...REFUSALS[result]);
  return json(result);
};
