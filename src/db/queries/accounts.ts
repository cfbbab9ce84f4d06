import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { UserRole } from '#src/lib/enums';
import { db, type Db } from '#src/db/client';
import { sessions, users, type Session } from '#src/db/schema';
import { logActivity } from './activity';
import type { Actor } from './inquiries';
import { userSummaryColumns as summaryColumns, type UserSummary } from './users';

/** Account management by an admin: every write here logs who did it, in the same transaction. */

export type NewAccount = {
  username: string;
  passwordHash: string;
  role: UserRole;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when another staff account (not `exceptId`) already has this address, in any case. */
function staffEmailTaken(tx: Tx, email: string, exceptId?: number): boolean {
  const other = tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.role, 'customer'), exceptId ? ne(users.id, exceptId) : undefined),
    )
    .get();
  return other !== undefined;
}

/**
 * Creates an account; 'taken' when the username exists (never overwrites it), 'email-taken' when another staff
 * member has the address.
 */
export function createAccount(input: NewAccount, actor: Actor): UserSummary | 'taken' | 'email-taken' {
  return db().transaction((tx) => {
    const username = input.username.trim().toLowerCase();
    if (tx.select({ id: users.id }).from(users).where(eq(users.username, username)).get()) return 'taken';
    if (input.email && staffEmailTaken(tx, input.email)) return 'email-taken';
    const user = tx
      .insert(users)
      .values({ ...input, username, email: input.email ?? null, firstName: input.firstName ?? null, lastName: input.lastName ?? null })
      .returning(summaryColumns)
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'user.created',
        entityType: 'user',
        entityId: user.id,
        summary: `Account ${user.username} (${user.role}) created`,
      },
      tx,
    );
    return user;
  });
}

/**
 * Sets a new password hash and ends every session of that user. `newSession`
 * (the caller's replacement for its own session, with a fresh id) is stored in
 * the same transaction, so the change never leaves the caller signed out, nor
 * any old session id alive.
 */
export function replacePassword(
  userId: number,
  passwordHash: string,
  actor: Actor,
  options: { newSession?: Session; action: 'user.password-reset' | 'user.password-changed'; address?: string },
): boolean {
  return db().transaction((tx) => {
    const user = tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({ username: users.username }).get();
    if (!user) return false;
    tx.delete(sessions).where(eq(sessions.userId, userId)).run();
    if (options.newSession) tx.insert(sessions).values(options.newSession).run();
    const summary =
      options.action === 'user.password-reset'
        ? `Password of ${user.username} reset; signed out everywhere`
        : `${user.username} changed their password`;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: options.action,
        entityType: 'user',
        entityId: userId,
        summary,
        address: options.address ?? null,
      },
      tx,
    );
    return true;
  });
}

export type DisableResult = UserSummary | 'not-found' | 'self' | 'last-admin';

/**
 * Disables or enables an account. Disabling ends its sessions; an admin cannot
 * disable themself, and the last enabled admin cannot be disabled (the checks
 * and the write share one transaction).
 */
export function setAccountDisabled(userId: number, disabled: boolean, actor: Actor): DisableResult {
  return db().transaction((tx) => {
    const user = tx.select({ id: users.id, role: users.role, disabled: users.disabled }).from(users).where(eq(users.id, userId)).get();
    if (!user) return 'not-found';
    if (disabled && !user.disabled) {
      if (userId === actor.id) return 'self';
      const enabledAdmins =
        tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
          .get()?.n ?? 0;
      if (user.role === 'admin' && enabledAdmins <= 1) return 'last-admin';
    }
    if (disabled !== user.disabled) {
      const row = tx.update(users).set({ disabled }).where(eq(users.id, userId)).returning({ username: users.username }).get();
      if (disabled) tx.delete(sessions).where(eq(sessions.userId, userId)).run();
      logActivity(
        {
          userId: actor.id,
          actorName: actor.name,
          action: disabled ? 'user.disabled' : 'user.enabled',
          entityType: 'user',
          entityId: userId,
          summary: `Account ${row.username} ${disabled ? 'disabled' : 'enabled'}`,
        },
        tx,
      );
    }
    return tx.select(summaryColumns).from(users).where(eq(users.id, userId)).get()!;
  });
}

/** A staff member sets their own e-mail address; 'email-taken' when another staff member has it. */
export function setOwnEmail(userId: number, email: string, actor: Actor): 'ok' | 'email-taken' | 'not-found' {
  return db().transaction((tx) => {
    if (staffEmailTaken(tx, email, userId)) return 'email-taken';
    const row = tx.update(users).set({ email }).where(eq(users.id, userId)).returning({ username: users.username }).get();
    if (!row) return 'not-found';
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'user.email',
        entityType: 'user',
        entityId: userId,
        summary: `${row.username} gave their e-mail address`,
      },
      tx,
    );
    return 'ok';
  });
}
