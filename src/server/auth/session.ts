import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { AstroCookies } from 'astro';
import { eq, lt, or, sql } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { perConnection } from '#src/db/per-connection';
import { sessions, users, type Session, type User } from '#src/db/schema';
import { config } from '#src/server/config';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A staff session ends `SESSION_IDLE_TIMEOUT` (7 days) after its last use and
 * in any case `SESSION_MAX_AGE` (30 days) after sign-in: a stolen cookie does
 * not live forever by being used. `expires_at` holds the sooner of the two and
 * is pushed on by use at most once per renewal step, not on every request.
 */
function lifetimes() {
  const { sessionMaxAgeMs: maxAge, sessionIdleMs: idle } = config();
  return { maxAge, idle: Math.min(idle, maxAge), renewStep: Math.min(60 * 60 * 1000, idle / 10) };
}

/** When a session used at `now` expires: idle time from now, never past its absolute end. */
export function sessionExpiry(createdAt: Date, now: number): Date {
  const { maxAge, idle } = lifetimes();
  return new Date(Math.min(now + idle, createdAt.getTime() + maxAge));
}

export type SessionUser = Pick<User, 'id' | 'username' | 'role' | 'firstName' | 'lastName' | 'email'>;
export type SessionValidation = { session: Session; user: SessionUser } | { session: null; user: null };

export function sessionCookieName(): string {
  // __Host- binds the cookie to this exact origin over https: no subdomain can set or read it.
  return config().secureCookies ? '__Host-session' : 'session';
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** The row of a new session for `token`, not yet stored: for a caller that stores it in its own transaction. */
export function newSession(token: string, userId: number): Session {
  const createdAt = new Date();
  return { id: sessionIdFromToken(token), userId, expiresAt: sessionExpiry(createdAt, createdAt.getTime()), createdAt };
}

export function createSession(token: string, userId: number, tx: Tx | Db = db()): Session {
  const session = newSession(token, userId);
  tx.insert(sessions).values(session).run();
  return session;
}

/**
 * Every signed-in request looks its session up: the statements are prepared once per connection. Two lookups by
 * key, not one join: as the first statement of a staff page's render (caches cold) they cost a fraction of the join,
 * and a token with no session needs only the first (figures: docs/performance.md).
 */
const sessionLookup = perConnection((database) =>
  database
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
);
const sessionUserLookup = perConnection((database) =>
  database
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

export function validateSessionToken(token: string): SessionValidation {
  const id = sessionIdFromToken(token);
  const database = db();
  const session = sessionLookup(database).get({ id });
  if (!session) return { session: null, user: null };
  // Deleting a user deletes its sessions (a foreign key with cascade); between the two reads, one may go first.
  const user = sessionUserLookup(database).get({ id: session.userId });
  if (!user) return { session: null, user: null };
  const now = Date.now();
  const { maxAge, idle, renewStep } = lifetimes();
  if (now >= session.expiresAt.getTime() || now >= session.createdAt.getTime() + maxAge || user.disabled) {
    db().delete(sessions).where(eq(sessions.id, id)).run();
    return { session: null, user: null };
  }
  const renewed = sessionExpiry(session.createdAt, now);
  if (renewed.getTime() - session.expiresAt.getTime() >= renewStep || session.expiresAt.getTime() > now + idle) {
    session.expiresAt = renewed;
    db().update(sessions).set({ expiresAt: renewed }).where(eq(sessions.id, id)).run();
  }
  const { disabled: _disabled, ...publicUser } = user;
  return { session, user: publicUser };
}

export function invalidateSession(sessionId: string): void {
  db().delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export function invalidateUserSessions(userId: number): void {
  db().delete(sessions).where(eq(sessions.userId, userId)).run();
}

/** Deletes sessions past their idle or absolute end (the session-sweep job, hourly); the number deleted. */
export function deleteExpiredSessions(now = Date.now()): number {
  const { maxAge } = lifetimes();
  return db()
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.createdAt, new Date(now - maxAge))))
    .run().changes;
}

export function setSessionCookie(cookies: AstroCookies, token: string, expiresAt: Date): void {
  cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config().secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function deleteSessionCookie(cookies: AstroCookies): void {
  cookies.set(sessionCookieName(), '', { httpOnly: true, sameSite: 'lax', secure: config().secureCookies, path: '/', maxAge: 0 });
}
