import { describe, expect, it } from 'vitest';
import { hasAnalyticsConsent, parseCookiePreferences } from './read-consent';

describe('parseCookiePreferences', () => {
  it('reads the four toggles, necessary always on', () => {
    expect(parseCookiePreferences('{"necessary":false,"analytics":true,"marketing":false,"personalization":true}')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      personalization: true,
    });
  });

  it('reads a toggle that is not literally true as off', () => {
    expect(parseCookiePreferences('{"analytics":"true","marketing":1}')).toMatchObject({ analytics: false, marketing: false });
  });

  it.each([null, undefined, '', '{', '[]', 'null', '"yes"', '42'])('reads %j as undecided', (raw) => {
    expect(parseCookiePreferences(raw)).toBeNull();
  });
});

describe('hasAnalyticsConsent', () => {
  it.each([
    ['accepted all', '{"necessary":true,"analytics":true,"marketing":true,"personalization":true}', true],
    ['analytics only', '{"analytics":true}', true],
    ['declined', '{"necessary":true,"analytics":false,"marketing":false,"personalization":false}', false],
    ['marketing only', '{"marketing":true}', false],
    ['undecided', null, false],
  ])('%s → %s', (_, raw, expected) => {
    expect(hasAnalyticsConsent(parseCookiePreferences(raw))).toBe(expected);
  });
});
