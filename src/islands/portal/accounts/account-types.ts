import type { UserRole } from '#src/lib/enums';

/** A user as GET /api/users answers it (never the password hash). */
export type AccountDto = {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
};

export function accountName(a: Pick<AccountDto, 'firstName' | 'lastName' | 'username'>): string {
  return [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.username;
}
