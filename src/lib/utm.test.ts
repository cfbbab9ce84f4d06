import { describe, expect, it } from 'vitest';
import { buildUtmUrl, type UtmInput } from './utm';

const base = { url: 'https://www.ateliermotorgallery.ca/inventory', source: 'google', medium: 'cpc', campaign: 'spring-sale' };

describe('buildUtmUrl', () => {
  it.each<[string, UtmInput, string]>([
    [
      'adds source, medium and campaign',
      base,
      'https://www.ateliermotorgallery.ca/inventory?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale',
    ],
    [
      'adds term and content last, in that order',
      { ...base, content: 'banner-a', term: 'ferrari' },
      'https://www.ateliermotorgallery.ca/inventory?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&utm_term=ferrari&utm_content=banner-a',
    ],
    [
      'trims values',
      { ...base, source: '  facebook ', term: '\tv12\n' },
      'https://www.ateliermotorgallery.ca/inventory?utm_source=facebook&utm_medium=cpc&utm_campaign=spring-sale&utm_term=v12',
    ],
    [
      'leaves out blank, empty and missing values',
      { url: 'https://example.com/', source: 'email', medium: '   ', campaign: '', term: null, content: undefined },
      'https://example.com/?utm_source=email',
    ],
    [
      'gives the base URL back when every value is blank',
      { url: 'https://example.com/a?x=1#top', source: ' ' },
      'https://example.com/a?x=1#top',
    ],
    ['adds a slash to a bare origin', { url: 'https://example.com', source: 'email' }, 'https://example.com/?utm_source=email'],
    [
      'keeps existing query parameters and the hash',
      { ...base, url: 'https://example.com/inventory?category=sports-cars&page=2#results' },
      'https://example.com/inventory?category=sports-cars&page=2&utm_source=google&utm_medium=cpc&utm_campaign=spring-sale#results',
    ],
    [
      'replaces a utm parameter the base already has',
      { url: 'https://example.com/?utm_source=old&utm_term=keep&x=1', source: 'new' },
      'https://example.com/?utm_term=keep&x=1&utm_source=new',
    ],
    [
      'encodes spaces, ampersands and unicode',
      { ...base, campaign: 'Été 2025 & more', content: '🚗' },
      'https://www.ateliermotorgallery.ca/inventory?utm_source=google&utm_medium=cpc&utm_campaign=%C3%89t%C3%A9+2025+%26+more&utm_content=%F0%9F%9A%97',
    ],
    ['trims the base URL', { url: '  https://example.com/x  ', source: 'email' }, 'https://example.com/x?utm_source=email'],
    ['accepts http', { url: 'http://localhost:4321/', medium: 'referral' }, 'http://localhost:4321/?utm_medium=referral'],
  ])('%s', (_, input, expected) => {
    expect(buildUtmUrl(input)).toBe(expected);
  });

  it('keeps the value readable once decoded', () => {
    const url = new URL(buildUtmUrl({ ...base, campaign: 'Été 2025 & more' }));
    expect(url.searchParams.get('utm_campaign')).toBe('Été 2025 & more');
  });

  it.each([
    ['an empty string', ''],
    ['a blank string', '   '],
    ['a relative path', '/inventory'],
    ['a bare host', 'www.ateliermotorgallery.ca'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a mailto: URL', 'mailto:info@example.com'],
    ['an ftp URL', 'ftp://example.com/file'],
    ['a URL with a space in the host', 'https://exa mple.com'],
  ])('throws a clear error for %s', (_, url) => {
    expect(() => buildUtmUrl({ ...base, url })).toThrow(/^Invalid base URL: ".*" \(expected an absolute http or https URL\)$/s);
  });
});
