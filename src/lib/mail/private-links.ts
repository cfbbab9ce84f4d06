/**
 * Private links (an appointment's manage link, an address's unsubscribe link) act for their recipient: whoever
 * holds one can confirm, move or cancel a booking, or withdraw someone's consent. Unlike a one-time link their
 * token is derived again from what the site stores (a signature over the appointment or the recipient), so the
 * outbox, which every staff member reads, keeps the link with a placeholder for its token naming what stood
 * there, and a retry puts the same token back (src/server/mail/send-again.ts).
 */
export const PRIVATE_LINK_KINDS = ['appointment', 'unsubscribe'] as const;
export type PrivateLinkKind = (typeof PRIVATE_LINK_KINDS)[number];

/** A link's token in an e-mail and what it is for: `ref` names its subject (the appointment's id; none for the recipient's own). */
export type PrivateLink = { kind: PrivateLinkKind; token: string; ref?: number };

/** Also written by migration 0034 for the copies kept before. */
export const privateLinkPlaceholder = (kind: PrivateLinkKind, ref?: number) => `[private token: ${kind}${ref == null ? '' : ` ${ref}`}]`;

const PLACEHOLDER = /\[private token: (appointment|unsubscribe)(?: (\d{1,12}))?\]/g;

/** The text with each private link's token replaced by its placeholder (the longest first). */
export function withoutPrivateLinks(text: string, links: readonly PrivateLink[]): string {
  let out = text;
  for (const link of [...links].filter((l) => l.token.length >= 16).sort((a, b) => b.token.length - a.token.length)) {
    out = out.split(link.token).join(privateLinkPlaceholder(link.kind, link.ref));
  }
  return out;
}

/** The placeholders a stored text holds, each once. */
export function privateLinksIn(text: string): { kind: PrivateLinkKind; ref?: number }[] {
  const seen = new Map<string, { kind: PrivateLinkKind; ref?: number }>();
  for (const m of text.matchAll(PLACEHOLDER)) {
    seen.set(m[0], { kind: m[1] as PrivateLinkKind, ...(m[2] ? { ref: Number(m[2]) } : {}) });
  }
  return [...seen.values()];
}

/** The text with each placeholder replaced by its token again; `tokenOf` answers null for a token that cannot be made. */
export function withPrivateLinks(text: string, tokenOf: (kind: PrivateLinkKind, ref?: number) => string | null): string | null {
  let missing = false;
  const out = text.replace(PLACEHOLDER, (whole, kind: PrivateLinkKind, ref?: string) => {
    const token = tokenOf(kind, ref ? Number(ref) : undefined);
    if (token == null) missing = true;
    return token ?? whole;
  });
  return missing ? null : out;
}

/**
 * An iCalendar text with its folded lines joined (RFC 5545 §3.1): a link in a calendar file is folded at 75
 * octets, so it is found, and put back, only on unfolded lines.
 */
export function unfoldIcs(ics: string): string {
  return ics.replace(/\r?\n[ \t]/g, '');
}

/** Folds each line longer than 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcs(ics: string): string {
  const encoder = new TextEncoder();
  return ics
    .split(/\r\n/)
    .map((line) => {
      if (encoder.encode(line).length <= 75) return line;
      const parts: string[] = [];
      let current = '';
      let size = 0;
      for (const char of line) {
        const bytes = encoder.encode(char).length;
        // The first line holds 75 octets; each continuation 74 after its leading space.
        if (size + bytes > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          size = 0;
        }
        current += char;
        size += bytes;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
