import type { APIRoute } from 'astro';
import { replacePassword } from '../../../db/queries/accounts';
import { findUserById } from '../../../db/queries/users';
import { displayName, guard } from '../../../lib/server/auth/guard';
import { hashPassword, verifyPassword } from '../../../lib/server/auth/password';
import { json, jsonError, readJson } from '../../../lib/server/http';
import { RateLimiter } from '../../../lib/server/rate-limit';
import { changePasswordSchema } from '../../../lib/validation/auth';

export const prerender = false;

// A stolen session must not become a way to guess the password: 5 wrong current passwords per user per 15 minutes.
const wrongGuesses = new RateLimiter(5, 15 * 60 * 1000);
const WRONG = 'Current password is incorrect';

/** Any staff member changes their own password; their other sessions end, this one stays. */
export const PUT: APIRoute = async ({ locals, request, clientAddress }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const body = await readJson(request, changePasswordSchema);
  if ('response' in body) return body.response;
  const me = locals.user!;
  const key = String(me.id);
  if (wrongGuesses.isLimited(key)) {
    return json(
      { message: 'Too many wrong passwords. Please wait a few minutes and try again.' },
      { status: 429, headers: { 'Retry-After': String(wrongGuesses.retryAfterSeconds(key)) } },
    );
  }
  const user = findUserById(me.id);
  if (!user || !(await verifyPassword(user.passwordHash, body.data.currentPassword))) {
    wrongGuesses.hit(key);
    return jsonError(400, WRONG, { errors: { currentPassword: WRONG } });
  }
  wrongGuesses.reset(key);
  replacePassword(
    me.id,
    await hashPassword(body.data.newPassword),
    { id: me.id, name: displayName(me) },
    { keepSessionId: locals.session!.id, action: 'user.password-changed', address: clientAddress },
  );
  return json({ message: 'Password changed' });
};
