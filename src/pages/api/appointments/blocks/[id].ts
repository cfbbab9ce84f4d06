import type { APIRoute } from 'astro';
import { deleteBlock } from '../../../../db/queries/appointments';
import { displayName, guard } from '../../../../lib/server/auth/guard';
import { json, jsonError, parseParam } from '../../../../lib/server/http';
import { idParamSchema } from '../../../../lib/validation/ids';

export const prerender = false;

export const DELETE: APIRoute = ({ locals, params }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const id = parseParam(idParamSchema, params.id, 'id');
  if ('response' in id) return id.response;
  const user = locals.user!;
  return deleteBlock(id.data, { id: user.id, name: displayName(user) }) ? json({ ok: true }) : jsonError(404, 'Block not found');
};
