import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, DECLINE_ALL, requestAllows } from './consent';
import { encodeCookieValue } from './cookies';

describe('requestAllows (the cookie_consent cookie a request carries)', () => {
  const header = (prefs: unknown) => `other=1; cookie_consent=${encodeCookieValue(prefs)}`;

  it('allows what the stored choice allows', () => {
    expect(requestAllows(header(ACCEPT_ALL), 'analytics')).toBe(true);
    expect(requestAllows(header({ ...DECLINE_ALL, personalization: true }), 'analytics')).toBe(false);
    expect(requestAllows(header({ ...DECLINE_ALL, personalization: true }), 'personalization')).toBe(true);
  });

  it.each([[null], [''], ['cookie_consent=garbage{'], ['cookie_consent=%7B%22analytics%22%3A%22yes%22%7D'], [header(DECLINE_ALL)]])(
    'allows nothing for %j',
    (cookie) => {
      expect(requestAllows(cookie, 'analytics')).toBe(false);
    },
  );
});
