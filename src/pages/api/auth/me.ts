import type { APIRoute } from 'astro';
import { displayName } from '../../../lib/server/auth/guard';
import { json } from '../../../lib/server/http';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => {
  const { user } = locals;
  if (!user) return json({ authenticated: false, message: 'Not signed in' }, 401);
  return json({ authenticated: true, role: user.role, user: { id: user.id, username: user.username, name: displayName(user), email: user.email } });
};
