/**
 * One-time links (a shopper's sign-in link, a released document's download link) reach only the recipient: the
 * outbox, which every staff member reads, keeps the message with each link replaced by this placeholder, and a
 * retry sends a fresh link of the same kind (src/server/mail/send-again.ts).
 */
export const ONE_TIME_LINK_KINDS = ['shopper-sign-in', 'document'] as const;
export type OneTimeLinkKind = (typeof ONE_TIME_LINK_KINDS)[number];

export const LINK_REMOVED = '[one-time link removed: the outbox never keeps it; "Send a new link" sends a fresh one]';

/** The text with every secret (a link, its token) replaced by the placeholder; the longest first, so a link goes whole. */
export function withoutSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].filter(Boolean).sort((a, b) => b.length - a.length)) out = out.split(secret).join(LINK_REMOVED);
  return out;
}
