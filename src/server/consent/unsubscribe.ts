import { unsubscribeAddress } from '#src/db/queries/consent';
import { emailOfRecipient, recipientIdFor } from '#src/db/queries/mail-recipients';
import { getOrCreateSecret, retiredSecret } from '#src/db/queries/secrets';
import { DEALER } from '#src/lib/dealer';
import { config } from '#src/server/config';
import { signRecipientToken, verifyRecipientToken, verifyUnsubscribeToken } from './unsubscribe-token';

let secret: Buffer | undefined;
const unsubscribeSecret = () => (secret ??= getOrCreateSecret('unsubscribe-links'));

/** The site's public origin for links in e-mail: SITE_URL, else the dealer's site. */
export function publicOrigin(): string {
  return (config().SITE_URL ?? DEALER.siteUrl).replace(/\/+$/, '');
}

/** An opaque token for this address (its random recipient id, signed): the address is not in it. */
export function unsubscribeToken(email: string): string {
  return signRecipientToken(recipientIdFor(email), unsubscribeSecret());
}

/**
 * Whom a token from one of our e-mails stands for: `{ email }`, or `{ email: null }` for a genuine link whose
 * recipient is gone (erased since: there is nobody left to unsubscribe); null when tampered or malformed.
 * Legacy `u1` links (address inside) verify with the secret that signed them (the database's, before the key
 * file) or the current one.
 */
export function readUnsubscribeToken(token: string): { email: string | null } | null {
  const id = verifyRecipientToken(token, unsubscribeSecret());
  if (id) return { email: emailOfRecipient(id) ?? null };
  for (const key of [retiredSecret('unsubscribe-hmac'), unsubscribeSecret()]) {
    const email = key ? verifyUnsubscribeToken(token, key) : null;
    if (email) return { email };
  }
  return null;
}

/** Honours the unsubscribe a token stands for (see unsubscribeAddress: no address is stored for one not held). */
export function honourUnsubscribe(target: { email: string | null }): void {
  if (target.email) unsubscribeAddress(target.email);
}

export function unsubscribeUrl(email: string): string {
  return `${publicOrigin()}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email))}`;
}
