import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, DECLINE_ALL, hasConsented, parseConsent } from './consent';
import { cookiesNotAllowed, decodeCookieValue, encodeCookieValue, parseCookieHeader, serializeCookie } from './cookies';

describe('cookie codec', () => {
  it('round-trips JSON through a cookie-safe value', () => {
    const value = { a: [1, 2], b: 'x; y=z, ü' };
    const encoded = encodeCookieValue(value);
    expect(encoded).not.toMatch(/[;,\s]/);
    expect(decodeCookieValue(encoded)).toEqual(value);
  });

  it.each([['garbage{'], ['%E0%A4%A'], ['%7B%22a%22'], [''], [undefined]])(
    'reads a corrupted value %j as empty, without throwing',
    (raw) => {
      expect(decodeCookieValue(raw)).toBeUndefined();
    },
  );

  it('parses a cookie header, skipping malformed pairs, first duplicate wins', () => {
    const jar = parseCookieHeader('a=1; junk; =x; b=%5B1%5D; a=2');
    expect([...jar]).toEqual([
      ['a', '1'],
      ['b', '%5B1%5D'],
    ]);
  });

  it('writes path /, SameSite Lax, the lifetime in seconds and Secure only on https', () => {
    expect(serializeCookie('recently_viewed', 'v', 30, false)).toBe('recently_viewed=v; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(serializeCookie('x', '', 0, true)).toBe('x=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('lists the cookies a consent choice forbids, never the consent cookie', () => {
    expect(cookiesNotAllowed(DECLINE_ALL).sort()).toEqual(
      [
        'ab_variant',
        'filter_preferences',
        'popular_vehicles',
        'recently_viewed',
        'session_data',
        'utm_params',
        'viewed_count',
        'visit_count',
        'visit_sources',
      ].sort(),
    );
    expect(cookiesNotAllowed(ACCEPT_ALL)).toEqual([]);
    expect(cookiesNotAllowed({ ...DECLINE_ALL, personalization: true }).sort()).not.toContain('recently_viewed');
  });
});

describe('consent preferences', () => {
  it.each([
    ['{"analytics":true}', { necessary: true, analytics: true, marketing: false, personalization: false }],
    ['{"necessary":false,"marketing":"yes"}', { necessary: true, analytics: false, marketing: false, personalization: false }],
    ['not json', null],
    ['[true]', null],
    [null, null],
  ])('parses %j', (raw, expected) => {
    expect(parseConsent(raw)).toEqual(expected);
  });

  it('counts as consented when any optional category is on', () => {
    expect(hasConsented(DECLINE_ALL)).toBe(false);
    expect(hasConsented(null)).toBe(false);
    expect(hasConsented({ ...DECLINE_ALL, marketing: true })).toBe(true);
  });
});
