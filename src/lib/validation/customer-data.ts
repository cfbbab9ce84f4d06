import { z } from 'zod';

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
