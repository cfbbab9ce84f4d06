import { z } from 'zod';
import { createUserSchema, newPasswordSchema } from './auth';

/** A staff member's e-mail address: where the site tells them of their leads and tasks; one per person among staff. */
const staffEmailSchema = z
  .string('Please enter an e-mail address.')
  .trim()
  .toLowerCase()
  .min(1, 'Please enter an e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Please enter a valid email address.'));

/** Accounts an admin creates from the portal: staff only (customers never sign in here), each with an e-mail address. */
export const staffAccountSchema = createUserSchema.extend({
  role: z.enum(['admin', 'employee'], 'Role must be one of: admin, employee'),
  email: staffEmailSchema,
});

export const STAFF_EMAIL_TAKEN = 'Another staff account already uses this e-mail address.';

/** A staff member giving their own e-mail address (the first sign-in step). */
export const ownEmailSchema = z.object({ email: staffEmailSchema });
export type StaffAccountInput = z.output<typeof staffAccountSchema>;

export const resetPasswordSchema = z.object({ password: newPasswordSchema });

export const accountStatusSchema = z.object({ disabled: z.boolean('Disabled must be true or false') });
