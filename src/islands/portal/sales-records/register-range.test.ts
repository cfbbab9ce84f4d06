import { describe, expect, it } from 'vitest';
import { registerQuery, toRegisterParam } from './register-range';

describe('registerQuery', () => {
  it.each([
    ['', '', ''],
    ['2025-01-01', '', '?from=2025%2F01%2F01'],
    ['', '2025-03-31', '?to=2025%2F03%2F31'],
    ['2025-01-01', '2025-03-31', '?from=2025%2F01%2F01&to=2025%2F03%2F31'],
    ['garbage', '2025-13', ''],
  ])('from %j to %j → %j', (from, to, expected) => expect(registerQuery(from, to)).toBe(expected));

  it('converts a date input value to the register format', () => {
    expect(toRegisterParam('2025-03-05')).toBe('2025/03/05');
  });
});
