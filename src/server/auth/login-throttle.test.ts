import { describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE, LoginThrottle } from './login-throttle';

const throttle = (addressLimit = 5) => new LoginThrottle({ ...DEFAULT_THROTTLE, addressLimit });
const T0 = 1_000_000;

describe('LoginThrottle', () => {
  it('reserves before the hash: of 40 attempts at once from one address, 5 go through', () => {
    const t = throttle();
    const results = Array.from({ length: 40 }, () => t.reserve('admin', '10.0.0.1', T0));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.limit === 'address')).toBe(true);
  });

  it('with a high address limit, the account limit still lets only 5 parallel attempts through', () => {
    const t = throttle(1000);
    const results = Array.from({ length: 40 }, () => t.reserve('admin', '10.0.0.1', T0));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, limit: 'account', retryAfterSeconds: 1 });
  });

  it('never refuses an address that has not failed, however many failures the account has', () => {
    const t = throttle();
    for (let i = 0; i < 50; i++) {
      const r = t.reserve('admin', `10.0.${i}.1`, T0 + i);
      expect(r.ok).toBe(true);
      if (r.ok) r.ticket.fail(T0 + i);
    }
    expect(t.reserve('admin', '192.168.1.20', T0 + 100).ok).toBe(true);
  });

  it('slows a failing address down with growing delays once the account has 5 failures', () => {
    const t = new LoginThrottle({ ...DEFAULT_THROTTLE, addressLimit: 1000 });
    let now = T0;
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      let r = t.reserve('admin', '10.0.0.1', now);
      while (!r.ok) {
        now += r.retryAfterSeconds * 1000;
        if (waits.length < 20) waits.push(r.retryAfterSeconds);
        r = t.reserve('admin', '10.0.0.1', now);
      }
      r.ticket.fail(now);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    expect(t.delayMs(20)).toBe(DEFAULT_THROTTLE.maxDelayMs);
  });

  it('forgets failures a window after the last one', () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) {
      const r = t.reserve('staff', '10.0.0.1', T0);
      if (r.ok) r.ticket.fail(T0);
    }
    expect(t.reserve('staff', '10.0.0.1', T0 + 1000).ok).toBe(false);
    expect(t.reserve('staff', '10.0.0.1', T0 + DEFAULT_THROTTLE.windowMs + 1).ok).toBe(true);
  });

  it('clears the account failures on a right password, but not the address ones', () => {
    const t = throttle(1000);
    for (let i = 0; i < 6; i++) {
      const r = t.reserve('staff', '10.0.0.1', T0);
      if (r.ok) r.ticket.fail(T0);
    }
    expect(t.reserve('staff', '10.0.0.1', T0 + 10).ok).toBe(false);
    const right = t.reserve('staff', '10.0.0.2', T0 + 10);
    expect(right.ok).toBe(true);
    if (right.ok) right.ticket.succeed();
    expect(t.reserve('staff', '10.0.0.1', T0 + 20).ok).toBe(true);
    const strict = throttle(5);
    for (let i = 0; i < 5; i++) {
      const r = strict.reserve(`user${i}`, '10.0.0.9', T0);
      if (r.ok) r.ticket.fail(T0);
    }
    const own = strict.reserve('mine', '10.0.0.9', T0);
    expect(own.ok).toBe(false);
  });

  it('does not count a right password against the address', () => {
    const t = throttle();
    for (let i = 0; i < 20; i++) {
      const r = t.reserve('staff', '10.0.0.1', T0 + i);
      expect(r.ok).toBe(true);
      if (r.ok) r.ticket.succeed();
    }
  });
});
