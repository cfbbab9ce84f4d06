import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { AstroCookies } from 'astro';
import { eq, lt } from 'drizzle-orm';
import { db } from '../../../db/client';
import { sessions, users, type Session, type User } from '../../../db/schema';
import { config } from '../config';

const DAY = 24 * 60 * 60 * 1000;
const SESSION_LIFETIME = 30 * DAY;
const RENEW_WITHIN = 15 * DAY;

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

export function createSession(token: string, userId: number): Session {
  const session = { id: sessionIdFromToken(token), userId, expiresAt: new Date(Date.now() + SESSION_LIFETIME), createdAt: new Date() };
  db().insert(sessions).values(session).run();
  return session;
}

export function validateSessionToken(token: string): SessionValidation {
  const id = sessionIdFromToken(token);
  const row = db()
    .select({
      session: sessions,
      user: { id: users.id, username: users.username, role: users.role, firstName: users.firstName, lastName: users.lastName, email: users.email, disabled: users.disabled },
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return { session: null, user: null };
  const { session, user } = row;
  if (Date.now() >= session.expiresAt.getTime() || user.disabled) {
    db().delete(sessions).where(eq(sessions.id, id)).run();
    return { session: null, user: null };
  }
  if (Date.now() >= session.expiresAt.getTime() - RENEW_WITHIN) {
    session.expiresAt = new Date(Date.now() + SESSION_LIFETIME);
    db().update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id)).run();
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

export function deleteExpiredSessions(): void {
  db().delete(sessions).where(lt(sessions.expiresAt, new Date())).run();
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

