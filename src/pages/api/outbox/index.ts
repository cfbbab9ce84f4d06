import type { APIRoute } from 'astro';
import { listOutbox } from '../../../db/queries/outbox';
import { guard } from '../../../lib/server/auth/guard';
import { json } from '../../../lib/server/http';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  return json(listOutbox());
};
