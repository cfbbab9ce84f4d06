import { z } from 'zod';
import { createUserSchema, newPasswordSchema } from './auth';

/** Accounts an admin creates from the portal: staff only (customers never sign in here). */
export const staffAccountSchema = createUserSchema.extend({
  role: z.enum(['admin', 'employee'], 'Role must be one of: admin, employee'),
});
export type StaffAccountInput = z.output<typeof staffAccountSchema>;

export const resetPasswordSchema = z.object({ password: newPasswordSchema });

export const accountStatusSchema = z.object({ disabled: z.boolean('Disabled must be true or false') });
