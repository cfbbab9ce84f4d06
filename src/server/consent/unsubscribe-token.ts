import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe tokens. No expiry: CASL wants the link to work for at least 60 days, and an old
 * working link costs nothing.
 *
 * - `u2.<recipient id>.<HMAC-SHA256>` (current): the recipient id is random (mail_recipients.public_id), so
 *   the link says nothing about who it is for and the address stays out of URL and proxy logs.
 * - `u1.<address, base64url>.<HMAC-SHA256>` (sent before u2): verified still, with the secret that signed
 *   it, so links already in inboxes keep working; never made any more.
 *
 * The signature makes either unforgeable: changing one character of either part fails verification.
 */
const LEGACY = 'u1';
const CURRENT = 'u2';
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function mac(prefix: string, subject: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${prefix}:${subject}`).digest();
}

/** Compares the encoded text, not the decoded bytes: the last base64url character carries two spare bits, so only one spelling may pass. */
function signatureMatches(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected.toString('base64url'));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of one recipient (their random public id). */
export function signRecipientToken(publicId: string, secret: Buffer): string {
  return `${CURRENT}.${publicId}.${mac(CURRENT, publicId, secret).toString('base64url')}`;
}

/** The recipient id a current token was made for, or null when it is malformed, legacy or tampered with. */
export function verifyRecipientToken(token: string, secret: Buffer): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== CURRENT) return null;
  const [, id, sig] = parts;
  if (!/^[A-Za-z0-9_-]{22}$/.test(id) || !SIGNATURE.test(sig)) return null;
  return signatureMatches(sig, mac(CURRENT, id, secret)) ? id : null;
}

/** A legacy token (address inside): kept for tests of old links; the site signs none any more. */
export function signUnsubscribeToken(email: string, secret: Buffer): string {
  const address = email.trim().toLowerCase();
  return `${LEGACY}.${Buffer.from(address).toString('base64url')}.${mac(LEGACY, address, secret).toString('base64url')}`;
}

/** The address a legacy token was made for, or null when it is malformed or was tampered with. */
export function verifyUnsubscribeToken(token: string, secret: Buffer): string | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== LEGACY) return null;
  const [, addressPart, sigPart] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(addressPart) || !SIGNATURE.test(sigPart)) return null;
  const address = Buffer.from(addressPart, 'base64url').toString('utf8');
  // Re-encoding must give back the same text: rejects alternative encodings of one address.
  if (Buffer.from(address).toString('base64url') !== addressPart || !address.includes('@')) return null;
  return signatureMatches(sigPart, mac(LEGACY, address, secret)) ? address : null;
}
