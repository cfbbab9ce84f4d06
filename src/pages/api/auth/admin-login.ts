import type { APIRoute } from 'astro';
import { attemptLogin } from '../../../lib/server/auth/login';
import { createSession, generateSessionToken, setSessionCookie } from '../../../lib/server/auth/session';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { adminLoginSchema } from '../../../lib/validation/auth';

export const prerender = false;

/** The admin gate: password only, checked against the `admin` account, throttled like every login. */
export const POST: APIRoute = async ({ request, cookies, clientAddress }) => {
  const body = await readJson(request, adminLoginSchema);
  if ('response' in body) return body.response;
  const result = await attemptLogin('admin', body.data.password, clientAddress);
  if (!result.ok && result.reason === 'throttled') {
    return json(
      { authenticated: false, message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    );
  }
  if (!result.ok || result.user.role !== 'admin') return jsonError(401, 'Invalid password. Please try again.', { authenticated: false });
  const token = generateSessionToken();
  const session = createSession(token, result.user.id);
  setSessionCookie(cookies, token, session.expiresAt);
  return json({ authenticated: true, role: 'admin' });
};
