import { replacePassword } from '#src/db/queries/accounts';
import { logActivity } from '#src/db/queries/activity';
import { findUserById } from '#src/db/queries/users';
import { hashPassword, verifyPassword } from '#src/server/auth/password';
import { generateSessionToken, newSession, setSessionCookie } from '#src/server/auth/session';
import { endpoint, fail } from '#src/server/endpoint';
import { RateLimiter } from '#src/server/http/rate-limit';
import { changePasswordSchema } from '#src/lib/validation/auth';
import { passwordChangedAnswer } from '#src/lib/api-answers/auth';

// A stolen session must not become a way to guess the password: 5 wrong current passwords per user per 15 minutes.
const wrongGuesses = new RateLimiter(5, 15 * 60 * 1000);
const WRONG = 'Current password is incorrect';

/**
 * Any staff member changes their own password. Every session of theirs ends,
 * this one included, and this device gets a new session with a new token (as
 * Lucia does): a session id that leaked before the change is worth nothing after it.
 */
export const PUT = endpoint(
  {
    access: 'staff',
    invalidates: 'nothing',
    summary: 'Change my password',
    body: changePasswordSchema,
    response: {
      status: 200,
      description: "`{ message: 'Password changed' }`; every other session of the user ends, this device gets a new session cookie",
      schema: passwordChangedAnswer,
    },
  },
  async ({ body, user, actor, cookies, clientAddress }) => {
    const key = String(user.id);
    // Counted before the hash, so guesses sent at once cannot all be checked; a right password takes its count back.
    if (wrongGuesses.hit(key)) {
      return fail(
        'rate-limited',
        'Too many wrong passwords. Please wait a few minutes and try again.',
        {},
        {
          'Retry-After': String(wrongGuesses.retryAfterSeconds(key)),
        },
      );
    }
    const stored = findUserById(user.id);
    if (!stored || !(await verifyPassword(stored.passwordHash, body.currentPassword))) {
      // Someone holding this session does not know its password: a stolen session, or a guess. At most
      // 5 rows per user per 15 minutes (the limit above refuses the rest unchecked).
      logActivity({
        userId: user.id,
        actorName: actor.name,
        action: 'auth.password-change-failed',
        entityType: 'user',
        entityId: user.id,
        summary: `Wrong current password on a password change by ${user.username} from ${clientAddress}`,
        address: clientAddress,
      });
      return fail('invalid', WRONG, { errors: { currentPassword: WRONG } });
    }
    wrongGuesses.reset(key);
    const token = generateSessionToken();
    const session = newSession(token, user.id);
    replacePassword(user.id, await hashPassword(body.newPassword), actor, {
      newSession: session,
      action: 'user.password-changed',
      address: clientAddress,
    });
    setSessionCookie(cookies, token, session.expiresAt);
    return { message: 'Password changed' };
  },
);
