import type { UserAnswer } from '#src/lib/api-answers/users';

/** A user as GET /api/users answers it (never the password hash). */
export type AccountDto = UserAnswer;

export function accountName(a: Pick<AccountDto, 'firstName' | 'lastName' | 'username'>): string {
  return [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.username;
}
