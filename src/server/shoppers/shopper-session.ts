import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { AstroCookies } from 'astro';
import {
  deleteShopperSession,
  findShopperSession,
  insertShopperSession,
  touchShopperSession,
  type Shopper,
} from '#src/db/queries/shoppers';
import { config } from '#src/server/config';
import { fail } from '#src/server/http/api-response';

/**
 * Shopper sessions: their own table and their own cookie, never the staff
 * session's. A shopper session ends after SHOPPER_IDLE_MS unused and in any
 * case SHOPPER_MAX_AGE_MS after sign-in. The staff middleware reads only the
 * staff cookie, so a shopper is anonymous to every staff page and endpoint.
 */
export const SHOPPER_IDLE_MS = 14 * 86_400_000;
export const SHOPPER_MAX_AGE_MS = 90 * 86_400_000;
const RENEW_STEP_MS = 60 * 60 * 1000;

export function shopperCookieName(): string {
  return config().secureCookies ? '__Host-shopper' : 'shopper';
}

const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

function expiry(createdAt: number, now: number): Date {
  return new Date(Math.min(now + SHOPPER_IDLE_MS, createdAt + SHOPPER_MAX_AGE_MS));
}

/** Starts a session for the shopper and sets its cookie. */
export function startShopperSession(cookies: AstroCookies, shopperId: number): void {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  const now = Date.now();
  const row = { id: hashToken(token), userId: shopperId, createdAt: new Date(now), expiresAt: expiry(now, now) };
  insertShopperSession(row);
  setCookie(cookies, token, row.expiresAt);
}

export type ShopperContext = { shopper: Shopper; sessionId: string };

/** The signed-in shopper of a request, or null; an ended session is deleted with its cookie. */
export function readShopperSession(cookies: AstroCookies, now = Date.now()): ShopperContext | null {
  const token = cookies.get(shopperCookieName())?.value;
  if (!token) return null;
  const id = hashToken(token);
  const found = findShopperSession(id);
  if (!found || now >= found.session.expiresAt.getTime() || now >= found.session.createdAt.getTime() + SHOPPER_MAX_AGE_MS) {
    if (found) deleteShopperSession(id);
    clearShopperCookie(cookies);
    return null;
  }
  const renewed = expiry(found.session.createdAt.getTime(), now);
  if (renewed.getTime() - found.session.expiresAt.getTime() >= RENEW_STEP_MS) {
    touchShopperSession(id, renewed);
    setCookie(cookies, token, renewed);
  }
  return { shopper: found.shopper, sessionId: id };
}

export function endShopperSession(cookies: AstroCookies, sessionId: string): void {
  deleteShopperSession(sessionId);
  clearShopperCookie(cookies);
}

/** The signed-in shopper, or the 401 to answer with. */
export function requireShopper(locals: App.Locals): ShopperContext {
  if (!locals.shopper) throw fail('unauthenticated', 'Please sign in to your account first.');
  return locals.shopper;
}

/**
 * Beside the session cookie (HttpOnly), a hint the page's script can read: "a shopper may be signed in
 * here", so anonymous visitors' pages make no account request. It holds no secret and opens nothing.
 */
export const SHOPPER_HINT_COOKIE = 'amg_shopper';

function setCookie(cookies: AstroCookies, token: string, expires: Date): void {
  const secure = config().secureCookies;
  cookies.set(shopperCookieName(), token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires });
  cookies.set(SHOPPER_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', expires });
}

function clearShopperCookie(cookies: AstroCookies): void {
  const secure = config().secureCookies;
  cookies.set(shopperCookieName(), '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
  cookies.set(SHOPPER_HINT_COOKIE, '', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}
