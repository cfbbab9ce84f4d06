import { describe, expect, it } from 'vitest';
import { isValidVin, stockNumber, vinCheckDigit, withVinCheckDigit } from './vin';

describe('isValidVin', () => {
  it.each([
    ['the 49 CFR 565 example, check digit X', '1M8GDM9AXKP042788'],
    ['all ones (check digit 1)', '11111111111111111'],
    ['a valid VIN in lower case', '1m8gdm9axkp042788'],
  ])('accepts %s: %s', (_, vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '1M8GDM9A1KP042788'],
    ['all twos (check digit should be 2)', '22222222X22222222'],
    ['16 characters', '1M8GDM9AXKP04278'],
    ['18 characters', '1M8GDM9AXKP0427880'],
    ['the letter I', '1M8GDM9AXKP0427I8'],
    ['the letter O', 'OM8GDM9AXKP042788'],
    ['the letter Q', '1M8GDM9AXKPQ42788'],
    ['a space', '1M8GDM9AXKP 42788'],
    ['surrounding spaces', ' 1M8GDM9AXKP042788 '],
    ['unicode letters', '1M8GDM9AXKP04278É'],
    ['an empty string', ''],
  ])('rejects %s', (_, vin) => {
    expect(isValidVin(vin)).toBe(false);
  });
});

describe('vinCheckDigit', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['1M8GDM9A0KP042788', 'X'],
    ['11111111111111111', '1'],
    ['00000000000000000', '0'],
  ])('computes the check digit of %s as %s (position 9 is ignored)', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it.each(['', 'SHORT', '1M8GDM9AXKP04278I', '1M8GDM9AXKP0427-8'])('throws a clear error for %j', (vin) => {
    expect(() => vinCheckDigit(vin)).toThrow('A VIN has 17 letters and digits, without I, O or Q');
  });
});

describe('withVinCheckDigit', () => {
  it.each([
    ['1M8GDM9A0KP042788', '1M8GDM9AXKP042788'],
    ['1m8gdm9a5kp042788', '1M8GDM9AXKP042788'],
    ['11111111011111111', '11111111111111111'],
    ['1M8GDM9AXKP042788', '1M8GDM9AXKP042788'],
  ])('turns %s into the valid %s', (input, expected) => {
    const fixed = withVinCheckDigit(input);
    expect(fixed).toBe(expected);
    expect(isValidVin(fixed)).toBe(true);
  });

  it('throws for a string that is not VIN-shaped', () => {
    expect(() => withVinCheckDigit('not a vin')).toThrow();
  });
});

describe('stockNumber', () => {
  it.each([
    ['1M8GDM9AXKP042788', '042788'],
    ['1m8gdm9axkp04a788', '04A788'],
    ['11111111111111111', '111111'],
    ['ABC', 'ABC'],
    ['', ''],
  ])('is the last 6 characters of %j, upper-cased: %j', (vin, expected) => {
    expect(stockNumber(vin)).toBe(expected);
  });
});
