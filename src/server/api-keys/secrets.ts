import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { API_KEY_PREFIX } from '#src/lib/api-keys/scopes';

/** A new key secret: the recognisable prefix and 256 random bits; only its hash and last four characters are kept. */
export function newKeySecret(): { secret: string; secretHash: string; hint: string } {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const secret = `${API_KEY_PREFIX}${encodeBase64urlNoPadding(bytes)}`;
  return { secret, secretHash: hashKeySecret(secret), hint: secret.slice(-4) };
}

/** SHA-256 is enough for a 256-bit random secret: nothing to guess, so no slow hash is needed. */
export function hashKeySecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}
