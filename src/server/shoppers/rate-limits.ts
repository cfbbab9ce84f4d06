import { clientKey } from '#src/lib/net/client-key';
import { fail, type ApiFailure } from '#src/server/http/api-response';
import { RateLimiter } from '#src/server/http/rate-limit';

/** One client, one key: an IPv6 address counts as its /64 (src/lib/net/client-key.ts, shared with every limit). */
export const shopperClientKey = clientKey;

const MINUTE = 60_000;

/** Sign-in links asked for: per client and, separately, per address (so nobody's inbox is flooded). */
export const signInLinkLimits = {
  perClient: new RateLimiter(10, 15 * MINUTE),
  perEmail: new RateLimiter(3, 15 * MINUTE),
};
/** "E-mail this car to a friend": per client, and per recipient (nobody is sent a flood of cars). */
export const shareMailLimits = { perClient: new RateLimiter(5, 60 * MINUTE), perRecipient: new RateLimiter(2, 60 * MINUTE) };
/** Passkey sign-in attempts per client. */
export const passkeyLimits = { perClient: new RateLimiter(30, 15 * MINUTE) };

export function tooMany(limiter: RateLimiter, key: string, message: string): ApiFailure {
  return fail('rate-limited', message, {}, { 'Retry-After': String(limiter.retryAfterSeconds(key)) });
}
