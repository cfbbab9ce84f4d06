import type { APIContext } from 'astro';
import type { LoginGate } from '../../validation/auth';
import { json, jsonError, readJson } from '../http';
import { displayName } from './guard';
import { signIn } from './login';
import { setSessionCookie } from './session';

type LoginBody = { gate: LoginGate; username: string; password: string };
type Parser = {
  safeParse(
    data: unknown,
  ): { success: true; data: LoginBody } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

const INVALID: Record<LoginGate, string> = {
  portal: 'Invalid username or password. Please try again.',
  admin: 'Invalid password. Please try again.',
};

/**
 * POST /api/auth/login for both gates (and the admin gate's old URL): the
 * answers of spec §8, a session cookie on success.
 */
export async function handleSignIn({ request, cookies, clientAddress }: APIContext, schema: Parser): Promise<Response> {
  const body = await readJson(request, schema);
  if ('response' in body) return body.response;
  const { gate, username, password } = body.data;
  const result = await signIn({ gate, username, password }, clientAddress);
  if (!result.ok) {
    switch (result.reason) {
      case 'throttled':
        return json(
          { authenticated: false, message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.' },
          { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
        );
      case 'denied':
        return jsonError(403, 'Access denied. You do not have permission to access the employee portal.', {
          authenticated: false,
          role: result.user.role,
        });
      case 'invalid':
        return jsonError(401, INVALID[gate], { authenticated: false });
    }
  }
  const { user, token, session } = result;
  setSessionCookie(cookies, token, session.expiresAt);
  return json({ authenticated: true, role: user.role, user: { id: user.id, username: user.username, name: displayName(user) } });
}
