import { describe, expect, it } from 'vitest';
import { LINK_REMOVED, withoutSecrets } from './one-time-links';

describe('withoutSecrets', () => {
  const token = 'a'.repeat(43);
  const link = `https://x.example/account#signin=${token}`;

  it('replaces a link whole, and its token wherever else it appears', () => {
    expect(withoutSecrets(`Open ${link} now. Code: ${token}.`, [token, link])).toBe(`Open ${LINK_REMOVED} now. Code: ${LINK_REMOVED}.`);
  });
  it('leaves a text without secrets, or with none given, as it is', () => {
    expect(withoutSecrets('Hello', [link])).toBe('Hello');
    expect(withoutSecrets(link, [])).toBe(link);
    expect(withoutSecrets(link, [''])).toBe(link);
  });
});
