import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { db } from '#src/db/client';
import {
  shopperPasskeys,
  shopperPreferences,
  shopperSessions,
  shopperSignInLinks,
  users,
  type ShopperPasskey,
  type User,
} from '#src/db/schema';
import { normaliseEmail } from './consent';
import { linkCustomer } from './customers';

/**
 * Shopper accounts: `users` rows with role 'customer', username = the e-mail address
 * (a staff username cannot hold '@'), and a password hash that no password can match
 * (argon2 verification of it fails), so the staff sign-in never opens one.
 */
export const NO_PASSWORD = '!shopper-no-password';

export type Shopper = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'createdAt'>;
const shopperColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  createdAt: users.createdAt,
};

export function findShopperById(id: number): Shopper | undefined {
  return db()
    .select(shopperColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer'), eq(users.disabled, false)))
    .get();
}

/** Whether the address is a shopper's: it has used a sign-in link before (an account is made on first use). */
export function isShopperAddress(email: string): boolean {
  const address = normaliseEmail(email);
  return !!db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, address), eq(users.role, 'customer')))
    .get();
}

/** The shopper for a verified address, made on first sign-in (role fixed to 'customer' here and nowhere else). */
export function findOrCreateShopper(email: string): Shopper {
  const address = normaliseEmail(email);
  return db().transaction((tx) => {
    const existing = tx.select(shopperColumns).from(users).where(eq(users.username, address)).get();
    if (existing) return existing;
    const customerId = linkCustomer(tx, { email: address });
    const created = tx
      .insert(users)
      .values({ username: address, email: address, passwordHash: NO_PASSWORD, role: 'customer', customerId })
      .returning(shopperColumns)
      .get();
    tx.insert(shopperPreferences).values({ userId: created.id }).onConflictDoNothing().run();
    return created;
  });
}

/** Deletes the shopper and, by cascade, their sessions, passkeys, saves, searches and alerts. */
export function deleteShopper(id: number): boolean {
  return (
    db()
      .delete(users)
      .where(and(eq(users.id, id), eq(users.role, 'customer')))
      .run().changes > 0
  );
}

/**
 * A privacy erasure of this address: its shopper account (with, by cascade, sessions, passkeys, saves, searches
 * and alerts) and any sign-in link still naming it. True when an account was held.
 */
export function deleteShopperAccountByEmail(email: string): boolean {
  const address = normaliseEmail(email);
  return db().transaction((tx) => {
    tx.delete(shopperSignInLinks).where(eq(shopperSignInLinks.email, address)).run();
    return (
      tx
        .delete(users)
        .where(and(eq(users.username, address), eq(users.role, 'customer')))
        .run().changes > 0
    );
  });
}

// ---- sign-in links ----

export function storeSignInLink(tokenHash: string, email: string, expiresAt: Date): void {
  db()
    .insert(shopperSignInLinks)
    .values({ tokenHash, email: normaliseEmail(email), expiresAt })
    .run();
}

/** The address of a link that is unused and unexpired, without using it; null otherwise. */
export function liveSignInLinkEmail(tokenHash: string, now = new Date()): string | null {
  const row = db()
    .select({ email: shopperSignInLinks.email })
    .from(shopperSignInLinks)
    .where(and(eq(shopperSignInLinks.tokenHash, tokenHash), isNull(shopperSignInLinks.usedAt), gt(shopperSignInLinks.expiresAt, now)))
    .get();
  return row?.email ?? null;
}

/**
 * Marks the link used and returns its address, in one statement: of two
 * requests racing with the same token only one gets it. Expired, used and
 * unknown links all answer null.
 */
export function consumeSignInLink(tokenHash: string, now = new Date()): string | null {
  const row = db()
    .update(shopperSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(shopperSignInLinks.tokenHash, tokenHash), isNull(shopperSignInLinks.usedAt), gt(shopperSignInLinks.expiresAt, now)))
    .returning({ email: shopperSignInLinks.email })
    .get();
  return row?.email ?? null;
}

// ---- sessions ----

export type ShopperSessionRow = typeof shopperSessions.$inferSelect;

export function insertShopperSession(row: ShopperSessionRow): void {
  db().insert(shopperSessions).values(row).run();
}

export function findShopperSession(id: string): { session: ShopperSessionRow; shopper: Shopper } | undefined {
  const row = db()
    .select({ session: shopperSessions, shopper: shopperColumns, role: users.role, disabled: users.disabled })
    .from(shopperSessions)
    .innerJoin(users, eq(shopperSessions.userId, users.id))
    .where(eq(shopperSessions.id, id))
    .get();
  if (!row || row.role !== 'customer' || row.disabled) return undefined;
  return { session: row.session, shopper: row.shopper };
}

export function touchShopperSession(id: string, expiresAt: Date): void {
  db().update(shopperSessions).set({ expiresAt }).where(eq(shopperSessions.id, id)).run();
}

export function deleteShopperSession(id: string): void {
  db().delete(shopperSessions).where(eq(shopperSessions.id, id)).run();
}

/** Sweeps ended sessions and sign-in links (the session-sweep job). */
export function deleteExpiredShopperRows(now: number, maxAgeMs: number): number {
  const sessions = db()
    .delete(shopperSessions)
    .where(or(lt(shopperSessions.expiresAt, new Date(now)), lt(shopperSessions.createdAt, new Date(now - maxAgeMs))))
    .run().changes;
  const links = db()
    .delete(shopperSignInLinks)
    .where(lt(shopperSignInLinks.expiresAt, new Date(now - 24 * 3600_000)))
    .run().changes;
  return sessions + links;
}

// ---- passkeys ----

export function listShopperPasskeys(userId: number): ShopperPasskey[] {
  return db().select().from(shopperPasskeys).where(eq(shopperPasskeys.userId, userId)).all();
}

export function findPasskey(id: string): ShopperPasskey | undefined {
  return db().select().from(shopperPasskeys).where(eq(shopperPasskeys.id, id)).get();
}

export function addPasskey(row: { id: string; userId: number; publicKey: string; counter: number; transports: string[] | null }): void {
  db().insert(shopperPasskeys).values(row).run();
}

export function recordPasskeyUse(id: string, counter: number): void {
  db().update(shopperPasskeys).set({ counter, lastUsedAt: new Date() }).where(eq(shopperPasskeys.id, id)).run();
}
