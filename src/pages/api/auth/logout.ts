import type { APIRoute } from 'astro';
import { deleteSessionCookie, invalidateSession } from '../../../lib/server/auth/session';
import { json } from '../../../lib/server/http';

export const prerender = false;

export const POST: APIRoute = ({ locals, cookies }) => {
  if (locals.session) invalidateSession(locals.session.id);
  deleteSessionCookie(cookies);
  return json({ authenticated: false });
};
