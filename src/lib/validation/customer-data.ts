import { z } from 'zod';
import { toSingleLine } from './plain-text';

const email = z
  .string('Email is required')
  .trim()
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email('Please enter a valid email address.'));

/** Staff export a customer's data (PIPEDA access request). */
export const customerExportSchema = z.object({ email });

/** Staff erase a customer's data (PIPEDA deletion request): the address typed twice, so a slip erases nobody. */
export const customerEraseSchema = z
  .object({ email, confirmEmail: z.string('Type the address again to confirm').trim() })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    message: 'The two addresses do not match.',
    path: ['confirmEmail'],
  });

const oneLine = (value: string) => toSingleLine(value).trim();

/** PATCH /api/customers/{id}: the person's details as staff correct them; a blank address or phone clears it. */
export const customerDetailsSchema = z
  .object({
    name: z
      .string('Name must be text')
      .transform(oneLine)
      .pipe(z.string().min(1, 'Name is required').max(120, 'Name must be at most 120 characters')),
    email: z.union([z.literal(''), email], 'Please enter a valid email address.').nullable(),
    phone: z.string('Phone must be text').transform(oneLine).pipe(z.string().max(40, 'Phone must be at most 40 characters.')).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one of name, email, phone.', path: ['name'] });

/** POST /api/customers/{id}/merge: the record to fold into this one. */
export const customerMergeSchema = z.object({
  customerId: z.int('Customer must be a record id').positive('Customer must be a record id'),
});

/** POST /api/customers/{id}/notes: a note written from the timeline. */
export const customerNoteSchema = z.object({
  body: z
    .string('Note must be text')
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'Write the note first').max(4000, 'A note is at most 4,000 characters')),
});
