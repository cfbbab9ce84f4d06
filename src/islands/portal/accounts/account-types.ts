import type { UserSummary } from '#src/db/queries/users';
import type { Json } from '#src/islands/lib/types';

/** A user as GET /api/users answers it (listUsers: never the password hash). */
export type AccountDto = Json<UserSummary>;

export function accountName(a: Pick<AccountDto, 'firstName' | 'lastName' | 'username'>): string {
  return [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.username;
}
