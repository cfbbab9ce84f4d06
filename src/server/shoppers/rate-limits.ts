import { RateLimiter, tooManyRequests } from '#src/server/http/rate-limit';

const MINUTE = 60_000;

/** Sign-in links asked for: per client and, separately, per address (so nobody's inbox is flooded). */
export const signInLinkLimits = {
  perClient: new RateLimiter(10, 15 * MINUTE),
  perEmail: new RateLimiter(3, 15 * MINUTE),
};
const DAY = 24 * 60 * MINUTE;

/**
 * "E-mail this car to a friend" (signed-in shoppers only): per client, per account a day, and per recipient a day
 * whoever asks (nobody is sent a flood of cars); the site-wide hourly ceiling is src/server/mail/mail-ceiling.ts.
 */
export const shareMailLimits = {
  perClient: new RateLimiter(5, 60 * MINUTE),
  perAccount: new RateLimiter(10, DAY),
  perRecipient: new RateLimiter(2, DAY),
};

/** Passkey sign-in attempts per client. */
export const passkeyLimits = { perClient: new RateLimiter(30, 15 * MINUTE) };

/** A limit keyed by something other than the client (a recipient, an e-mail address), checked in the handler. */
export const tooMany = tooManyRequests;
