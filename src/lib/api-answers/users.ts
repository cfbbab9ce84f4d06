import { z } from 'zod';
import { USER_ROLES } from '#src/lib/enums';
import { isoInstant, recordId } from './common';

/** The answers of /api/users: staff accounts, never their password hash. */

export const userAnswer = z.object({
  id: recordId,
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean().describe('A disabled account cannot sign in.'),
  canPublish: z.boolean().describe('An employee an admin allowed to publish site content and journal posts (admins always may).'),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type UserAnswer = z.output<typeof userAnswer>;

export const userListAnswer = z.array(userAnswer).describe('Every account, by username.');

export const publishingGrantAnswer = z.object({ id: recordId, username: z.string(), canPublish: z.boolean() });
export type PublishingGrantAnswer = z.output<typeof publishingGrantAnswer>;

export const passwordResetAnswer = z.object({ message: z.literal('Password reset') });
