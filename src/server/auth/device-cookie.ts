import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { getOrCreateSecret } from '#src/db/queries/secrets';
import { config } from '#src/server/config';

/**
 * The device cookie: set on a browser when it signs in to an account with a
 * right password, it tells the sign-in throttle (login-throttle.ts) that this
 * attempt comes from the owner's device, so a stranger's guesses at the account
 * do not make the owner wait. It proves nothing else: the password is checked
 * as always, it opens no session, and each device has its own small failure
 * budget, so a stolen one buys no extra guesses.
 *
 * One cookie per account (a browser may hold the admin's and an employee's),
 * HttpOnly, SameSite=Strict, sent only to /api/auth, for a year. Its value is
 * `<user id>.<device id>.<expiry in seconds>.<HMAC-SHA-256>` under a server
 * secret: it cannot be made up or moved to another account.
 */
export const DEVICE_COOKIE_DAYS = 365;
const PATH = '/api/auth';

export type DeviceToken = { userId: number; deviceId: string; expiresAt: number };

function mac(payload: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(`device:${payload}`).digest();
}

export function signDeviceToken(token: DeviceToken, secret: Buffer): string {
  const payload = `${token.userId}.${token.deviceId}.${Math.floor(token.expiresAt / 1000)}`;
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

/** The token when `value` is a device cookie signed with `secret` for `userId` and not expired; otherwise null. */
export function verifyDeviceToken(value: string, userId: number, secret: Buffer, now = Date.now()): DeviceToken | null {
  const match = /^(\d{1,12})\.([\w-]{16,64})\.(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const [, id, deviceId, expires, signature] = match;
  const expected = mac(`${id}.${deviceId}.${expires}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const token = { userId: Number(id), deviceId, expiresAt: Number(expires) * 1000 };
  return token.userId === userId && token.expiresAt > now ? token : null;
}

export function deviceCookieName(userId: number): string {
  // __Secure- (not __Host-, which needs Path=/): only a secure origin can set it.
  return `${config().secureCookies ? '__Secure-' : ''}device-${userId}`;
}

const secret = () => getOrCreateSecret('device-cookie');

/** The verified device of `userId` that this request carries, if any. */
export function readDevice(cookies: AstroCookies, userId: number): DeviceToken | null {
  const value = cookies.get(deviceCookieName(userId))?.value;
  return value ? verifyDeviceToken(value, userId, secret()) : null;
}

/** After a right password: the device keeps its id (or gets one) and a year from now. */
export function setDeviceCookie(cookies: AstroCookies, userId: number, existing: DeviceToken | null): void {
  const maxAge = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
  const token = { userId, deviceId: existing?.deviceId ?? randomBytes(16).toString('base64url'), expiresAt: Date.now() + maxAge * 1000 };
  cookies.set(deviceCookieName(userId), signDeviceToken(token, secret()), {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config().secureCookies,
    maxAge,
  });
}
