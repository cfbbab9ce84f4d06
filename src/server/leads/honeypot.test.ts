import { describe, expect, it } from 'vitest';
import { fakeLeadId, isHoneypotFilled } from './honeypot';

describe('isHoneypotFilled', () => {
  it.each([
    [{}, false],
    [{ website: '' }, false],
    [{ website: '   ' }, false],
    [{ website: null }, false],
    [{ website: 'https://spam.example' }, true],
    [{ website: ' x ' }, true],
  ])('%j → %s', (input, filled) => {
    expect(isHoneypotFilled(input)).toBe(filled);
  });
});

describe('fakeLeadId', () => {
  it('is a four-digit id across the whole random range', () => {
    expect(fakeLeadId(() => 0)).toBe(1000);
    expect(fakeLeadId(() => 0.999999)).toBe(9999);
    expect(Number.isInteger(fakeLeadId())).toBe(true);
  });
});
