import { z } from 'zod';
import { USER_ROLES } from '#src/lib/enums';

/** The two sign-in gates: the employee portal (username and password) and the admin area (the `admin` account's password only). */
export const LOGIN_GATES = ['portal', 'admin'] as const;
export type LoginGate = (typeof LOGIN_GATES)[number];
/** The account the admin gate signs in; its username is never asked for. */
export const ADMIN_ACCOUNT = 'admin';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One body for both gates: `{ username, password }` for the portal,
 * `{ gate: 'admin', password }` for the admin area (the username is then the
 * admin account, whatever was sent).
 */
export const loginSchema = z.preprocess(
  (v) => (isObject(v) && v.gate === 'admin' ? { ...v, username: ADMIN_ACCOUNT } : v),
  z.object({
    gate: z.enum(LOGIN_GATES, 'Gate must be portal or admin').default('portal'),
    username: z.string('Username is required').trim().min(1, 'Username is required').max(64, 'Username is too long'),
    password: z.string('Password is required').min(1, 'Password is required').max(256, 'Password is too long'),
  }),
);

/** The admin gate's old body, `{ password }` (POST /api/auth/admin-login): the same check with the gate set. */
export const adminLoginSchema = z.preprocess((v) => (isObject(v) ? { ...v, gate: 'admin' } : v), loginSchema);

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
