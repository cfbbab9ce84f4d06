import type { APIRoute } from 'astro';
import { createAccount } from '../../../db/queries/accounts';
import { listUsers } from '../../../db/queries/users';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { hashPassword } from '../../../lib/server/auth/password';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { staffAccountSchema } from '../../../lib/validation/accounts';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  return json(listUsers());
};

export const POST: APIRoute = async ({ locals, request }) => {
  const denied = guard(locals, 'admin');
  if (denied) return denied;
  const body = await readJson(request, staffAccountSchema);
  if ('response' in body) return body.response;
  const { password, ...account } = body.data;
  const created = createAccount(
    { ...account, passwordHash: await hashPassword(password) },
    { id: locals.user!.id, name: displayName(locals.user!) },
  );
  if (created === 'taken')
    return jsonError(409, 'That username is already taken.', { errors: { username: 'That username is already taken.' } });
  return json(created, 201);
};
