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

  it('slows a distributed guesser: 200 guesses from 200 fresh clients get the 5 free checks, then one per growing delay', () => {
    const t = throttle();
    let now = T0;
    let checked = 0;
    for (let i = 0; i < 200; i++) {
      const r = t.reserve('admin', `2001:db8:${i.toString(16)}::/64`, now);
      if (r.ok) {
        checked += 1;
        r.ticket.fail(now);
      }
      now += 250; // four guesses a second, for 50 s
    }
    // 5 free, then after 1, 2, 4, 8, 16 s: nothing more within the 50 s.
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('lets the owner past the account delay with their device, and past the refusal of a client an attacker used up', () => {
    const t = throttle();
    for (let i = 0; i < 30; i++) {
      const r = t.reserve('admin', i < 10 ? '203.0.113.7' : `10.0.${i}.1`, T0);
      if (r.ok) r.ticket.fail(T0);
    }
    expect(t.reserve('admin', '192.168.1.20', T0 + 10)).toMatchObject({ ok: false, limit: 'account' });
    expect(t.reserve('admin', '203.0.113.7', T0 + 10)).toMatchObject({ ok: false, limit: 'address' });
    const fromDevice = t.reserve('admin', '203.0.113.7', T0 + 10, { device: 'd1' });
    expect(fromDevice.ok).toBe(true);
    if (fromDevice.ok) fromDevice.ticket.succeed(T0 + 10);
  });

  it('vouches for a client that signed in with a right password: its next attempts skip the account delay', () => {
    const t = throttle();
    const first = t.reserve('admin', '198.51.100.4', T0);
    if (first.ok) first.ticket.succeed(T0);
    // One typo by the owner, then a stranger from fresh addresses.
    const typo = t.reserve('admin', '198.51.100.4', T0 + 1000);
    if (typo.ok) typo.ticket.fail(T0 + 1000);
    for (let i = 0; i < 20; i++) {
      const r = t.reserve('admin', `10.1.${i}.1`, T0 + 2000 + i * 15_000);
      if (r.ok) r.ticket.fail(T0 + 2000 + i * 15_000);
    }
    const owner = t.reserve('admin', '198.51.100.4', T0 + 2000 + 20 * 15_000);
    expect(owner.ok).toBe(true);
    // A stranger at a fresh address at the same moment is still waiting.
    expect(t.reserve('admin', '10.9.9.9', T0 + 2000 + 20 * 15_000).ok).toBe(false);
  });

  it('gives a device 10 failures of its own, then short growing waits of its own: a stolen device cookie is no bypass', () => {
    const t = throttle(1000);
    for (let i = 0; i < 5; i++) {
      const r = t.reserve('admin', '10.0.0.1', T0);
      if (r.ok) r.ticket.fail(T0);
    }
    const results = Array.from({ length: 40 }, () => t.reserve('admin', `10.2.0.1`, T0 + 5, { device: 'stolen' }));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, limit: 'device', retryAfterSeconds: 5 });
    for (const r of results) if (r.ok) r.ticket.fail(T0 + 5);
    expect(t.reserve('admin', '10.2.0.1', T0 + 10, { device: 'stolen' })).toMatchObject({ ok: false, limit: 'device' });
    // One attempt per wait, the wait growing: 5 s, then 10 s.
    const next = t.reserve('admin', '10.2.0.1', T0 + 5 + 5000, { device: 'stolen' });
    expect(next.ok).toBe(true);
    if (next.ok) next.ticket.fail(T0 + 5 + 5000);
    expect(t.reserve('admin', '10.2.0.1', T0 + 5 + 5001, { device: 'stolen' })).toMatchObject({ ok: false, retryAfterSeconds: 10 });
    expect(t.deviceDelayMs(10)).toBe(DEFAULT_THROTTLE.deviceMaxDelayMs);
    // Another device of the owner is still vouched for.
    expect(t.reserve('admin', '10.3.0.1', T0 + 10, { device: 'owner' }).ok).toBe(true);
  });

  it('does not lock the owner out for their typos on their device while a guesser uses up the account and the address', () => {
    const t = throttle();
    // A guesser in the owner's network and from many others.
    for (let i = 0; i < 30; i++) {
      const r = t.reserve('admin', i < 10 ? '203.0.113.7' : `10.0.${i}.1`, T0);
      if (r.ok) r.ticket.fail(T0);
    }
    let now = T0 + 1000;
    for (let i = 0; i < 10; i++) {
      const typo = t.reserve('admin', '203.0.113.7', now, { device: 'owner' });
      expect(typo.ok).toBe(true);
      if (typo.ok) typo.ticket.fail(now);
      now += 1000;
    }
    const waiting = t.reserve('admin', '203.0.113.7', now, { device: 'owner' });
    expect(waiting).toMatchObject({ ok: false, limit: 'device' });
    expect(!waiting.ok && waiting.retryAfterSeconds).toBeLessThanOrEqual(5);
    const right = t.reserve('admin', '203.0.113.7', now + 5000, { device: 'owner' });
    expect(right.ok).toBe(true);
    if (right.ok) right.ticket.succeed(now + 5000);
    // Their budget is whole again.
    expect(t.reserve('admin', '203.0.113.7', now + 5001, { device: 'owner' }).ok).toBe(true);
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

  it('keeps the account budget and the address failures after the owner’s right password: a guesser gets no fresh guesses', () => {
    const t = throttle(1000);
    for (let i = 0; i < 6; i++) {
      const r = t.reserve('staff', '10.0.0.1', T0);
      if (r.ok) r.ticket.fail(T0);
    }
    expect(t.reserve('staff', '10.0.0.1', T0 + 10).ok).toBe(false);
    const right = t.reserve('staff', '10.0.0.2', T0 + 10, { device: 'owner' });
    expect(right.ok).toBe(true);
    if (right.ok) right.ticket.succeed(T0 + 10);
    expect(t.reserve('staff', '10.0.0.1', T0 + 20).ok).toBe(false);
    expect(t.reserve('staff', '10.0.0.3', T0 + 20).ok).toBe(false);
    // The owner's client is known now: in at once without the device too.
    expect(t.reserve('staff', '10.0.0.2', T0 + 20).ok).toBe(true);
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
