import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const limiter = new RateLimiter(3, 60_000);
    const statuses = Array.from({ length: 5 }, (_, i) => limiter.hit(`2001:db8:7:7::${(i + 1).toString(16)}`));
    expect(statuses).toEqual([false, false, false, true, true]);
    expect(limiter.isLimited('2001:db8:7:7:abcd::1')).toBe(true);
    // Another /64, an IPv4 client: their own windows.
    expect(limiter.isLimited('2001:db8:7:8::1')).toBe(false);
    expect(limiter.hit('203.0.113.9')).toBe(false);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit('::ffff:198.51.100.4');
    expect(limiter.isLimited('198.51.100.4')).toBe(true);
    expect(limiter.retryAfterSeconds('198.51.100.4')).toBeGreaterThan(0);
    limiter.reset('198.51.100.4');
    expect(limiter.isLimited('::ffff:198.51.100.4')).toBe(false);
  });

  it('keeps keys that are not addresses as given', () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit('17');
    expect(limiter.isLimited('17')).toBe(true);
    expect(limiter.isLimited('18')).toBe(false);
  });
});
