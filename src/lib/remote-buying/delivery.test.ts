import { describe, expect, it } from 'vitest';
import { canadianPostalCode, checkDestination, isCalendarDate, regionCode, usZipCode } from './delivery';

describe('postal and ZIP codes', () => {
  it.each([
    ['m5v3l9', 'M5V 3L9'],
    ['K1A 0B1', 'K1A 0B1'],
    ['t2p-1j9', 'T2P 1J9'],
  ])('reads the Canadian postal code %s as %s', (raw, want) => expect(canadianPostalCode(raw)).toBe(want));

  it.each(['D1A 0B1', 'W1A 0B1', 'K1A0B', '12345', 'K1A 0BO', ''])('refuses %s as a Canadian postal code', (raw) =>
    expect(canadianPostalCode(raw)).toBeUndefined(),
  );

  it.each(['10001', '10001-1234'])('accepts the ZIP code %s', (zip) => expect(usZipCode(zip)).toBe(zip));
  it.each(['1000', '100011', '10001-12', 'K1A 0B1'])('refuses %s as a ZIP code', (zip) => expect(usZipCode(zip)).toBeUndefined());
});

describe('checkDestination', () => {
  it('accepts a province by name or code and a postal code of that province', () => {
    expect(checkDestination('CA', 'british columbia', 'v6b1a1')).toEqual({ ok: true, region: 'BC', postalCode: 'V6B 1A1' });
    expect(checkDestination('CA', 'QC', 'H2X 1Y4')).toEqual({ ok: true, region: 'QC', postalCode: 'H2X 1Y4' });
  });

  it('refuses a postal code of another province', () => {
    expect(checkDestination('CA', 'AB', 'M5V 3L9')).toEqual({ ok: false, errors: { postalCode: 'This postal code is not in Alberta.' } });
  });

  it('refuses a US state in Canada and a ZIP code as a postal code', () => {
    const checked = checkDestination('CA', 'Texas', '75001');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['postalCode', 'region']);
  });

  it('accepts a US state and a ZIP code, and refuses a Canadian postal code there', () => {
    expect(checkDestination('US', 'New York', '10001')).toEqual({ ok: true, region: 'NY', postalCode: '10001' });
    expect(checkDestination('US', 'NY', 'M5V 3L9')).toEqual({
      ok: false,
      errors: { postalCode: 'Please enter a valid ZIP code (e.g. 10001 or 10001-1234).' },
    });
  });

  it('takes any other country as the buyer writes it, the code optional', () => {
    expect(checkDestination('GB', 'Surrey', '')).toEqual({ ok: true, region: 'Surrey', postalCode: null });
    expect(regionCode('GB', 'Surrey')).toBeUndefined();
  });
});

describe('dates', () => {
  it('knows a calendar date', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2027')).toBe(false);
  });
});
