import { z } from 'zod';
import { USER_ROLES } from '#src/lib/enums';
import { recordId } from './common';

/** POST /api/auth/login (and the admin gate's old address). */
export const signedInAnswer = z.object({
  authenticated: z.literal(true),
  role: z.enum(USER_ROLES),
  user: z.object({ id: recordId, username: z.string(), name: z.string().describe('First and last name.') }),
});
export type SignedInAnswer = z.output<typeof signedInAnswer>;

/** GET /api/auth/me. */
export const currentUserAnswer = z.object({
  authenticated: z.literal(true),
  role: z.enum(USER_ROLES),
  user: z.object({ id: recordId, username: z.string(), name: z.string(), email: z.string().nullable() }),
});
export type CurrentUserAnswer = z.output<typeof currentUserAnswer>;

/** POST /api/auth/logout. */
export const signedOutAnswer = z.object({ authenticated: z.literal(false) });

/** PUT /api/auth/password. */
export const passwordChangedAnswer = z.object({ message: z.literal('Password changed') });
