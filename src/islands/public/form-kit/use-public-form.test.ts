import { describe, expect, it } from 'vitest';
import { CHECK_FIELDS, leadRefusalMessage, numberOrUndefined } from './use-public-form';

describe('numberOrUndefined', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    [undefined, undefined],
    ['$12,500', 12500],
    ['250 000', 250000],
    ['0', 0],
  ])('%j → %j', (text, value) => {
    expect(numberOrUndefined(text)).toBe(value);
  });

  it('leaves what is not a number for the schema to refuse', () => {
    expect(numberOrUndefined('twelve')).toBeNaN();
  });
});

describe('leadRefusalMessage', () => {
  it('asks to check the fields after a 400, and says what the server said otherwise', () => {
    expect(leadRefusalMessage(400, { message: 'Invalid input: email' })).toBe(CHECK_FIELDS);
    expect(leadRefusalMessage(409, { message: 'This vehicle has been sold and no longer takes offers.' })).toBe(
      'This vehicle has been sold and no longer takes offers.',
    );
    expect(leadRefusalMessage(500, null)).toBe(CHECK_FIELDS);
  });
});
