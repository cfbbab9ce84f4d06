import { z } from 'zod';
import { USER_ROLES } from '../enums';

export const loginSchema = z.object({
  username: z.string('Username is required').trim().min(1, 'Username is required').max(64, 'Username is too long'),
  password: z.string('Password is required').min(1, 'Password is required').max(256, 'Password is too long'),
});

/** The admin gate asks only for the password; the server checks it against the `admin` account. */
export const adminLoginSchema = z.object({
  password: z.string('Password is required').min(1, 'Password is required').max(256, 'Password is too long'),
});

export const newPasswordSchema = z
  .string('Password is required')
  .min(10, 'Password must be at least 10 characters')
  .max(256, 'Password is too long');

export const usernameSchema = z
  .string('Username is required')
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, 'Username must be 3 to 32 letters, digits, dots, dashes or underscores');

export const createUserSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  role: z.enum(USER_ROLES, 'Role must be one of: admin, employee, customer'),
  email: z.email('Please enter a valid email address.').nullish(),
  firstName: z.string().trim().max(80).nullish(),
  lastName: z.string().trim().max(80).nullish(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string('Current password is required').min(1, 'Current password is required').max(256),
    newPassword: newPasswordSchema,
    confirmPassword: z.string('Please confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
