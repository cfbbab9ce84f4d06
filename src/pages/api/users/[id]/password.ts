import type { APIRoute } from 'astro';
import { replacePassword } from '../../../../db/queries/accounts';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { hashPassword } from '../../../../lib/server/auth/password';
import { json, jsonError, parseParam, readJson } from '../../../../lib/server/http';
import { resetPasswordSchema } from '../../../../lib/validation/accounts';
import { idParamSchema } from '../../../../lib/validation/ids';

export const prerender = false;

/** An admin sets a new password for an account; every session of that account ends. */
export const PUT: APIRoute = async ({ locals, params, request, clientAddress }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const body = await readJson(request, resetPasswordSchema);
  if ('response' in body) return body.response;
  const actor = { id: locals.user!.id, name: displayName(locals.user!) };
  const done = replacePassword(id.data, await hashPassword(body.data.password), actor, {
    action: 'user.password-reset',
    address: clientAddress,
  });
  return done ? json({ message: 'Password reset' }) : jsonError(404, 'User not found');
};
