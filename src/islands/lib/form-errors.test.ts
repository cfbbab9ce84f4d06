import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { fieldPaths, planServerErrors, schemaResolver } from './form-errors';

const badRequest = (errors: Record<string, string>, message = 'Please correct the highlighted fields.') =>
  new ApiError(400, message, { message, errors });

describe('fieldPaths', () => {
  it('lists every input, group and list of a form, nested paths dotted', () => {
    expect(fieldPaths({ vin: '', images: ['a', 'b'], garageRegister: { price: '' }, tags: [] })).toEqual([
      'vin',
      'images',
      'images.0',
      'images.1',
      'garageRegister',
      'garageRegister.price',
      'tags',
    ]);
  });
});

describe('planServerErrors', () => {
  const fields = fieldPaths({ vin: '', make: '', images: ['a'], disclosures: [{ text: '' }] });
  const fallback = 'Failed to save. Please try again.';

  it('puts a 400’s field errors under their fields and keeps no form message', () => {
    const plan = planServerErrors(badRequest({ vin: 'A vehicle with this VIN already exists', make: 'Make is required' }), {
      fields,
      fallback,
    });
    expect(plan).toEqual({ fields: { vin: 'A vehicle with this VIN already exists', make: 'Make is required' }, form: null });
  });

  it('sends an error on a list item the form does not have to the list, and one on an unknown key to the form message', () => {
    const plan = planServerErrors(badRequest({ 'images.4': 'Image URL is not allowed', mileage: 'Mileage is too high' }), {
      fields,
      fallback,
    });
    expect(plan).toEqual({ fields: { images: 'Image URL is not allowed' }, form: 'Mileage is too high' });
  });

  it('strips a prefix and renames keys the form calls differently', () => {
    const plan = planServerErrors(badRequest({ 'garageRegister.salePrice': 'Sale price must be positive' }), {
      fields: ['price'],
      prefix: 'garageRegister.',
      rename: { salePrice: 'price' },
      fallback,
    });
    expect(plan.fields).toEqual({ price: 'Sale price must be positive' });
  });

  it('shows a field-less failure (409, 500, offline) as the form message', () => {
    expect(
      planServerErrors(new ApiError(409, 'This vehicle was sold meanwhile.', { message: 'This vehicle was sold meanwhile.' }), {
        fields,
        fallback,
      }),
    ).toEqual({
      fields: {},
      form: 'This vehicle was sold meanwhile.',
    });
    expect(planServerErrors(badRequest({}, 'Invalid body'), { fields, fallback })).toEqual({ fields: {}, form: 'Invalid body' });
    expect(planServerErrors(badRequest({ trim: 'Trim is too long' }, 'Invalid body'), { fields, fallback })).toEqual({
      fields: {},
      form: 'Trim is too long',
    });
    expect(planServerErrors(new TypeError('boom'), { fields, fallback })).toEqual({ fields: {}, form: fallback });
  });
});

describe('schemaResolver', () => {
  const schema = z
    .object({
      email: z.email('Please enter a valid email address.').nullable(),
      password: z.string().min(10, 'Password must be at least 10 characters'),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, { message: 'Passwords do not match', path: ['confirm'] });
  type Values = { email: string; password: string; confirm: string };
  const resolver = schemaResolver<Values, z.output<typeof schema>>(schema, (v) => ({ ...v, email: v.email.trim() || null }));
  const run = (values: Values) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('reports each failing field by name with the schema’s message', async () => {
    const { errors } = await run({ email: 'nope', password: 'short', confirm: 'short' });
    expect(errors.email?.message).toBe('Please enter a valid email address.');
    expect(errors.password?.message).toBe('Password must be at least 10 characters');
  });

  it('validates the body the form sends: an empty optional field becomes null and passes', async () => {
    const { errors, values } = await run({ email: '  ', password: 'long-enough-1', confirm: 'long-enough-1' });
    expect(errors).toEqual({});
    expect(values).toEqual({ email: null, password: 'long-enough-1', confirm: 'long-enough-1' });
  });

  it('puts a cross-field rule on the field it names', async () => {
    const { errors } = await run({ email: '', password: 'long-enough-1', confirm: 'long-enough-2' });
    expect(Object.keys(errors)).toEqual(['confirm']);
    expect(errors.confirm?.message).toBe('Passwords do not match');
  });
});
