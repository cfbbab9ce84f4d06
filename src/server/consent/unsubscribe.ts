import { getOrCreateSecret } from '#src/db/queries/secrets';
import { DEALER } from '#src/lib/dealer';
import { config } from '#src/server/config';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

let secret: Buffer | undefined;
const unsubscribeSecret = () => (secret ??= getOrCreateSecret('unsubscribe-hmac'));

/** The site's public origin for links in e-mail: SITE_URL, else the dealer's site. */
export function publicOrigin(): string {
  return (config().SITE_URL ?? DEALER.siteUrl).replace(/\/+$/, '');
}

export function unsubscribeToken(email: string): string {
  return signUnsubscribeToken(email, unsubscribeSecret());
}

/** The address a token from one of our e-mails stands for, or null (tampered, malformed). */
export function readUnsubscribeToken(token: string): string | null {
  return verifyUnsubscribeToken(token, unsubscribeSecret());
}

export function unsubscribeUrl(email: string): string {
  return `${publicOrigin()}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email))}`;
}
