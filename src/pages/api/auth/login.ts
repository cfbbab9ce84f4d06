import type { APIRoute } from 'astro';
import { STAFF_ROLES } from '../../../lib/enums';
import { attemptLogin } from '../../../lib/server/auth/login';
import { createSession, generateSessionToken, setSessionCookie } from '../../../lib/server/auth/session';
import { displayName } from '../../../lib/server/auth/guard';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { loginSchema } from '../../../lib/validation/auth';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, clientAddress }) => {
  const body = await readJson(request, loginSchema);
  if ('response' in body) return body.response;
  const result = await attemptLogin(body.data.username, body.data.password, clientAddress);
  if (!result.ok && result.reason === 'throttled') {
    return json(
      { authenticated: false, message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    );
  }
  if (!result.ok) return jsonError(401, 'Invalid username or password. Please try again.', { authenticated: false });
  const { user } = result;
  if (!STAFF_ROLES.includes(user.role)) {
    return jsonError(403, 'Access denied. You do not have permission to access the employee portal.', { authenticated: false, role: user.role });
  }
  const token = generateSessionToken();
  const session = createSession(token, user.id);
  setSessionCookie(cookies, token, session.expiresAt);
  return json({ authenticated: true, role: user.role, user: { id: user.id, username: user.username, name: displayName(user) } });
};
