import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import {
  consumeSignInLink,
  findOrCreateShopper,
  isShopperAddress,
  liveSignInLinkEmail,
  storeSignInLink,
  type Shopper,
} from '#src/db/queries/shoppers';
import { normaliseEmail } from '#src/db/queries/consent';
import { DEALER } from '#src/lib/dealer';
import { publicOrigin } from '#src/server/consent/unsubscribe';
import { sendMail, type MailMessage } from '#src/server/mail/mail';
import { takeMailSlot } from '#src/server/mail/mail-ceiling';

/** The one answer to every request for a link. */
export const SIGN_IN_LINK_SENT = 'If this address can receive e-mail, a sign-in link is on its way. It works once, within 15 minutes.';

/** A sign-in link works this long, once. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

export const hashSignInToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/**
 * Makes a one-time link for the address and e-mails it. Whether or not the
 * address has an account the same happens (an account is made only when a link
 * is used), so neither the answer nor its timing tells whether someone shops
 * here. Sending runs after the answer: a slow mail server cannot be timed either, nor the ceiling's check.
 * The outbox keeps the e-mail without its link (staff could sign in with it).
 */
export function sendSignInLink(email: string): string {
  const { mail, tokenHash } = freshSignInMail(email);
  setImmediate(() => {
    // A new address counts against the site's hourly ceiling of sign-in links (a shopper's own never waits on it).
    if (!mayMailSignInLink(email)) return;
    void sendMail(mail).then((result) => {
      try {
        recordOutboxMessage(mail, result);
      } catch (error) {
        console.error('Could not log a sign-in e-mail in the outbox', error);
      }
    });
  });
  return tokenHash;
}

function mayMailSignInLink(email: string): boolean {
  try {
    return isShopperAddress(email) || takeMailSlot('sign-in-link');
  } catch (error) {
    console.error('Could not check the ceiling of sign-in e-mails', error);
    return false;
  }
}

/** A new one-time link for the address, stored, in its e-mail (the link marked secret: the outbox never keeps it). */
export function freshSignInMail(email: string): { mail: MailMessage; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashSignInToken(token);
  storeSignInLink(tokenHash, email, new Date(Date.now() + SIGN_IN_LINK_TTL_MS));
  const link = `${publicOrigin()}/account#signin=${token}`;
  return {
    mail: { ...composeSignInMail(normaliseEmail(email), link), secrets: [link, token], oneTimeLink: 'shopper-sign-in' },
    tokenHash,
  };
}

const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Uses a link: the shopper it signs in (made on first use), or null when it is unknown, used or expired. */
export function useSignInLink(token: string): Shopper | null {
  if (!isToken(token)) return null;
  const email = consumeSignInLink(hashSignInToken(token));
  return email ? findOrCreateShopper(email) : null;
}

/** The address a link would sign in to and its token hash, without using it up; null when it is unknown, used or expired. */
export function readSignInLink(token: string): { email: string; tokenHash: string } | null {
  if (!isToken(token)) return null;
  const tokenHash = hashSignInToken(token);
  const email = liveSignInLinkEmail(tokenHash);
  return email ? { email, tokenHash } : null;
}

function composeSignInMail(to: string, link: string): MailMessage {
  // A transactional message (the person asked for it this minute): no marketing footer, but the sender is named.
  const body = [
    'Hello,',
    '',
    `Here is your link to sign in to your garage at ${DEALER.name}. It works once, within 15 minutes:`,
    '',
    link,
    '',
    'If you did not ask for it, ignore this e-mail: nothing happens without the link.',
    '',
    '--',
    DEALER.legalName,
    `${getDealerContact().phoneDisplay} | ${DEALER.email}`,
  ].join('\n');
  return { to, subject: `Your sign-in link for ${DEALER.name}`, body };
}
