import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per field, dots nested paths and files whole-value issues under _', () => {
    expect(
      fieldErrors([
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: ['tradeIn', 'vin'], message: 'vin' },
        { path: ['photos', 2], message: 'third photo' },
        { path: [], message: 'whole' },
      ]),
    ).toEqual({ name: 'first', 'tradeIn.vin': 'vin', 'photos.2': 'third photo', _: 'whole' });
  });

  it('reads the issues of a zod/mini schema as the public forms ship it', () => {
    const schema = z.object({
      email: z.string().check(z.email('Please enter a valid email address.')),
      age: z.int('Age must be a whole number.'),
    });
    const parsed = schema.safeParse({ email: 'nope', age: 1.5 });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({ email: 'Please enter a valid email address.', age: 'Age must be a whole number.' });
  });
});
