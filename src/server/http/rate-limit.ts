import { DEALER } from '#src/lib/dealer';
import { clientKey, isIpAddress } from '#src/lib/net/client-key';
import { fail, type ApiFailure } from './api-response';

/**
 * A fixed-window counter per key, in memory: the site runs as one process.
 * Used for the public forms' posts (public-rate-limit.ts), wrong current
 * passwords on a password change and analytics events; sign-in throttling has
 * its own (auth/login-throttle.ts).
 *
 * A key that is a client address counts as its client (clientKey: an IPv6
 * address as its /64, an IPv4-mapped one as IPv4), here in the one place every
 * limit goes through, so no caller can forget it and one attacker with a
 * whole /64 of addresses gets one window. Other keys (a user id) count as given.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** True when the key is over its limit (without counting this call). */
  isLimited(rawKey: string, now = Date.now()): boolean {
    const key = keyOf(rawKey);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return false;
    return entry.count >= this.limit;
  }

  /** Counts one hit; returns true when the key is now over its limit. */
  hit(rawKey: string, now = Date.now()): boolean {
    const key = keyOf(rawKey);
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    if (this.hits.size > 50_000) this.sweep(now);
    return entry.count > this.limit;
  }

  reset(rawKey: string): void {
    const key = keyOf(rawKey);
    this.hits.delete(key);
  }

  retryAfterSeconds(rawKey: string, now = Date.now()): number {
    const key = keyOf(rawKey);
    const entry = this.hits.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

const keyOf = (key: string) => (isIpAddress(key) ? clientKey(key) : key);

/**
 * An endpoint's rate limit (its contract's `rateLimit`): one window per client address, checked before the body
 * is read and counted once the request is accepted. Another client is never refused by it: no limit closes the
 * service for everyone.
 */
export type RateLimit = {
  limiter: RateLimiter;
  /** What a client past its window reads; by default the public forms' "Too many messages…" with the phone number. */
  message?: string;
  /** Callers with this access are not counted (staff entering testimonials). */
  exempt?: 'staff' | 'admin';
};

/** The 429 for a client past its window, or undefined. */
export function limitRefusal({ limiter, message }: RateLimit, key: string): ApiFailure | undefined {
  return limiter.isLimited(key) ? tooManyRequests(limiter, key, message) : undefined;
}

/** The one 429 every limit answers: the message, and Retry-After in seconds. */
export function tooManyRequests(limiter: RateLimiter, key: string, message = tooManyMessage(limiter, key)): ApiFailure {
  return fail('rate-limited', message, {}, { 'Retry-After': String(limiter.retryAfterSeconds(key)) });
}

/** What a visitor reads when their window is used up (the API's 429 and the no-JS form say the same). */
export function tooManyMessage(limiter: RateLimiter, key: string): string {
  const minutes = Math.max(1, Math.ceil(limiter.retryAfterSeconds(key) / 60));
  return `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${DEALER.phone.display}.`;
}
