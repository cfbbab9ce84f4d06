import { describe, expect, it } from 'vitest';
import {
  decodeVin,
  isValidVin,
  makeMatchesVin,
  stockNumber,
  vinCheckDigit,
  vinMismatches,
  vinModelYear,
  vinProblem,
  withVinCheckDigit,
} from './vin';

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

describe('vinProblem (the API and form rule)', () => {
  it.each([
    ['a 2003 Honda Accord', '1HGCM82633A004352', 2003],
    ['a 1993 Acura Legend', 'JH4KA7561PC008269', 1993],
    ['the 49 CFR 565 example', '1M8GDM9AXKP042788', 1989],
    ['a lower-case VIN', '1hgcm82633a004352', 2003],
  ])('accepts the known-good VIN of %s', (_, vin, year) => {
    expect(vinProblem(vin, year)).toBeNull();
  });

  it.each([
    ['the Accord with its check digit changed', '1HGCM82643A004352'],
    ['the Legend with one serial digit changed', 'JH4KA7561PC008268'],
    ['an X where the digit is 1', '11111111X11111111'],
  ])('refuses %s: "VIN check digit does not match"', (_, vin) => {
    expect(vinProblem(vin, 2003)).toBe('VIN check digit does not match');
  });

  it('asks for 17 characters without I, O or Q from 1981', () => {
    expect(vinProblem('JH4KA7561PC00826', 1993)).toBe('VIN must be 17 letters and digits (no I, O or Q)');
    expect(vinProblem('JH4KA7561PC00826O', 1993)).toBe('VIN must be 17 letters and digits (no I, O or Q)');
  });

  it('takes an older chassis number as it is (the check digit began with 1981 models)', () => {
    expect(vinProblem('9113600123', 1980)).toBeNull();
    expect(vinProblem('AM1000OQ', 1965)).toBeNull();
    expect(vinProblem('11111111X11111111', 1980)).toBeNull();
    expect(vinProblem('11111111X11111111', 1981)).toBe('VIN check digit does not match');
  });
});

describe('vinModelYear', () => {
  const now = new Date(2026, 5, 1);
  it.each([
    ['1HGCM82633A004352', 2003, 'a digit in position 7: the 1980–2009 cycle'],
    ['JH4KA7561PC008269', 1993, 'P in the 1980 cycle'],
    ['WP0AC2A97NS270418', 2022, 'a letter in position 7: the 2010–2039 cycle'],
    ['ZFF92LLA0L0251739', 2020, 'L in the 2010 cycle'],
    ['WP0AE2A80SK285106', 2025, 'S in the 2010 cycle'],
  ])('reads %s as %i (%s)', (vin, year) => {
    expect(vinModelYear(vin, now)).toBe(year);
  });

  it('falls back a cycle rather than name a year beyond next year', () => {
    // Position 7 a letter and Y (2030 in the second cycle): read as 2000 while it is 2026.
    expect(vinModelYear(withVinCheckDigit('WP0ZZZ99ZYS700001'), now)).toBe(2000);
  });

  it('is null for a VIN without a year code or of the wrong shape', () => {
    expect(vinModelYear(withVinCheckDigit('WP0AC2A90US270418'), now)).toBeNull();
    expect(vinModelYear('SHORT', now)).toBeNull();
  });
});

describe('the manufacturer from the WMI', () => {
  it.each([
    ['WP0AC2A90NS270418', 'Porsche'],
    ['WP1BK2AY0MDA62847', 'Porsche'],
    ['ZFF92LLA0L0251739', 'Ferrari'],
    ['ZHWUM6ZD0KLA08216', 'Lamborghini'],
    ['ZPBUB3ZL0PLA21784', 'Lamborghini'],
    ['SCATV4C00MU205873', 'Rolls-Royce'],
    ['SCBBB6ZG0NC092614', 'Bentley'],
    ['SCFSMGAW0LGN04729', 'Aston Martin'],
    ['SBM14DCA0JW002931', 'McLaren'],
    ['VF9SP3V30JM795042', 'Bugatti'],
    ['W1K6X7KB0NA031946', 'Mercedes-Benz'],
    ['WBS33AZ00PCM41862', 'BMW'],
    ['SALKP9FU0RA201355', 'Land Rover'],
    ['1HGCM82633A004352', null],
  ])('%s is a %s', (vin, make) => {
    expect(decodeVin(withVinCheckDigit(vin)).make).toBe(make);
  });

  it('counts a sub-brand sold under the same WMI as a match, and ignores case and spacing', () => {
    expect(makeMatchesVin('Mercedes-AMG', 'WDDYJ7KA0KA021557')).toBe(true);
    expect(makeMatchesVin('mercedes maybach', 'W1K6X7KB0NA031946')).toBe(true);
    expect(makeMatchesVin('Ferrari', 'WP0AC2A90NS270418')).toBe(false);
    expect(makeMatchesVin('Anything', '1HGCM82633A004352')).toBe(true);
  });
});

describe('vinMismatches (warnings in the add-vehicle form)', () => {
  const vin = withVinCheckDigit('WP0AC2A90NS270418');
  const now = new Date(2026, 0, 1);
  it('says nothing when the year and make agree', () => {
    expect(vinMismatches(vin, { year: 2022, make: 'Porsche' }, now)).toEqual([]);
  });
  it('names the year and make the VIN states when they differ', () => {
    expect(vinMismatches(vin, { year: 2021, make: 'Ferrari' }, now)).toEqual([
      'The VIN says model year 2022, not 2021.',
      'The VIN says Porsche, not Ferrari.',
    ]);
  });
});
