import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe tokens: `u1.<address, base64url>.<HMAC-SHA256, base64url>`.
 * The address is readable (it is the recipient's own), the signature makes it
 * unforgeable: changing one character of either part fails verification. No expiry:
 * CASL wants the link to work for at least 60 days, and an old working link costs nothing.
 */
const PREFIX = 'u1';

function mac(email: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${PREFIX}:${email}`).digest();
}

export function signUnsubscribeToken(email: string, secret: Buffer): string {
  const address = email.trim().toLowerCase();
  return `${PREFIX}.${Buffer.from(address).toString('base64url')}.${mac(address, secret).toString('base64url')}`;
}

/** The address the token was made for, or null when it is malformed or was tampered with. */
export function verifyUnsubscribeToken(token: string, secret: Buffer): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, addressPart, sigPart] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(addressPart) || !/^[A-Za-z0-9_-]{43}$/.test(sigPart)) return null;
  const address = Buffer.from(addressPart, 'base64url').toString('utf8');
  // Re-encoding must give back the same text: rejects alternative encodings of one address.
  if (Buffer.from(address).toString('base64url') !== addressPart || !address.includes('@')) return null;
  // Compare the encoded text, not the decoded bytes: the last base64url character carries two
  // spare bits, so two spellings decode to the same bytes and only one may be accepted.
  const given = Buffer.from(sigPart);
  const expected = Buffer.from(mac(address, secret).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
