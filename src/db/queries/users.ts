import { asc, eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { countRows } from './count';
import { users, type User } from '#src/db/schema';
import type { UserRole } from '#src/lib/enums';

export function findUserByUsername(username: string): User | undefined {
  return db().select().from(users).where(eq(users.username, username.trim().toLowerCase())).get();
}

export function findUserById(id: number): User | undefined {
  return db().select().from(users).where(eq(users.id, id)).get();
}

export function countUsers(): number {
  return countRows(db(), users);
}

export type UserSummary = Omit<User, 'passwordHash' | 'customerId'>;

/** Every column but the password hash (and a shopper's customer link): what may leave the server about an account. */
export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  disabled: users.disabled,
  canPublish: users.canPublish,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export function listUsers(): UserSummary[] {
  return db().select(userSummaryColumns).from(users).orderBy(asc(users.username)).all();
}

/** Creates the account, or resets its password, role and enabled state when the username exists. */
export function upsertUser(input: {
  username: string;
  passwordHash: string;
  role: UserRole;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): { user: User; created: boolean } {
  const username = input.username.trim().toLowerCase();
  return db().transaction((tx) => {
    const existing = tx.select().from(users).where(eq(users.username, username)).get();
    if (existing) {
      const user = tx
        .update(users)
        .set({ passwordHash: input.passwordHash, role: input.role, disabled: false, ...definedOnly(input) })
        .where(eq(users.id, existing.id))
        .returning()
        .get();
      return { user, created: false };
    }
    const user = tx
      .insert(users)
      .values({ ...input, username })
      .returning()
      .get();
    return { user, created: true };
  });
}

function definedOnly(input: { email?: string | null; firstName?: string | null; lastName?: string | null }) {
  return Object.fromEntries(
    Object.entries({ email: input.email, firstName: input.firstName, lastName: input.lastName }).filter(([, v]) => v !== undefined),
  );
}
