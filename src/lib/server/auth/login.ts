import { findUserByUsername } from '../../../db/queries/users';
import { config } from '../config';
import type { User } from '../../../db/schema';
import { RateLimiter } from '../rate-limit';
import { verifyPassword } from './password';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
// 5 failures for one username or one client address within 15 minutes lock that key for the rest of the window.
const byUsername = new RateLimiter(5, FIFTEEN_MINUTES);
// The browser test suite signs in from one address all day, so it may raise the address limit; the username limit stays.
const byAddress = new RateLimiter(config().LOGIN_ADDRESS_LIMIT, FIFTEEN_MINUTES);

export type LoginResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

/**
 * Checks a username and password with throttling. An unknown user and a wrong
 * password take the same time and give the same answer.
 */
export async function attemptLogin(username: string, password: string, clientAddress: string): Promise<LoginResult> {
  const userKey = username.trim().toLowerCase();
  if (byUsername.isLimited(userKey) || byAddress.isLimited(clientAddress)) {
    return { ok: false, reason: 'throttled', retryAfter: Math.max(byUsername.retryAfterSeconds(userKey), byAddress.retryAfterSeconds(clientAddress)) };
  }
  const user = findUserByUsername(userKey);
  const valid = await verifyPassword(user && !user.disabled ? user.passwordHash : null, password);
  if (!valid || !user) {
    byUsername.hit(userKey);
    byAddress.hit(clientAddress);
    return { ok: false, reason: 'invalid' };
  }
  byUsername.reset(userKey);
  return { ok: true, user };
}
