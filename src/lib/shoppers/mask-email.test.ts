import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a…@example.com');
    expect(maskEmail('x@example.com')).toBe('x…@example.com');
  });
  it('keeps a first character outside the BMP whole, and takes the last @ as the domain', () => {
    expect(maskEmail('😀bc@example.com')).toBe('😀…@example.com');
    expect(maskEmail('"a@b"@example.com')).toBe('"…@example.com');
  });
  it('shows nothing of what is not an address', () => {
    expect(maskEmail('nobody')).toBe('…');
    expect(maskEmail('@example.com')).toBe('…');
  });
});
