import { describe, expect, it } from 'vitest';
import { readNumberInput } from './number-input';

describe('readNumberInput: numbers as staff type them', () => {
  it.each([
    ['149,900', 149_900],
    ['12,400', 12_400],
    ['$149,900', 149_900],
    ['1,234,567', 1_234_567],
    ['12 400', 12_400],
    ['12\u00a0400 km', 12_400],
    ['8200 km', 8_200],
    [' 2024 ', 2024],
    ['149900.00', 149_900],
    ['0', 0],
    ['-5', -5],
  ])('reads %j as %d', (raw, expected) => {
    expect(readNumberInput(raw)).toBe(expected);
  });

  it.each(['1,49', '14,99,00', 'abc', '12.4.0', '1e6', '$'])('leaves %j as typed for the schema to refuse', (raw) => {
    expect(readNumberInput(raw)).toBe(raw === '$' ? undefined : raw);
  });

  it('reads a blank as no value and passes numbers through', () => {
    expect(readNumberInput('  ')).toBeUndefined();
    expect(readNumberInput(42)).toBe(42);
    expect(readNumberInput(null)).toBeNull();
  });
});
