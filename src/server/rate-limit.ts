/**
 * A fixed-window counter per key, in memory: the site runs as one process.
 * Used for the public forms' posts (public-rate-limit.ts), wrong current
 * passwords on a password change and analytics events; sign-in throttling has
 * its own (auth/login-throttle.ts).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True when the key is over its limit (without counting this call). */
  isLimited(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) return false;
    return entry.count >= this.limit;
  }

  /** Counts one hit; returns true when the key is now over its limit. */
  hit(key: string, now = Date.now()): boolean {
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    if (this.hits.size > 50_000) this.sweep(now);
    return entry.count > this.limit;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  retryAfterSeconds(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
