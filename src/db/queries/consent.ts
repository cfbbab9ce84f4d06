import { asc, eq, sql } from 'drizzle-orm';
import { MARKETING_CONSENT_VERSION, MARKETING_CONSENT_WORDING, UNSUBSCRIBE_VERSION, UNSUBSCRIBE_WORDING } from '#src/lib/consent/wording';
import { marketingConsentAt, type MarketingConsent } from '#src/lib/consent/windows';
import type { LeadType } from '#src/lib/enums';
import { db, type Db } from '#src/db/client';
import { consentRecords, inquiries, mailRecipients, type ConsentRecord } from '#src/db/schema';
import { customerIdByEmail } from './customers';
import { suppressedSince, suppressAddress } from './mail-recipients';

/** A transaction or the connection: lead forms record consent in the same transaction as the lead. */
type Writer = Pick<Db, 'insert' | 'select'>;

/** Addresses are compared case-insensitively: one person, one history. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type ConsentInput = {
  email: string;
  /** The form or action: a lead type, 'unsubscribe', 'staff', 'sale'. */
  source: LeadType | 'unsubscribe' | 'staff' | 'sale' | 'shopper-alerts' | 'my-garage';
  basis: ConsentRecord['basis'];
  inquiryId?: number | null;
  /** The customer record; by default the live one holding the address, if any. */
  customerId?: number | null;
  /** Defaults to the current checkbox wording (express/implied) or the unsubscribe wording (withdrawn). */
  wording?: string;
  wordingVersion?: string;
};

/** Appends one consent record (they are never updated: the history is the proof). */
export function recordConsent(input: ConsentInput, writer: Writer = db()): ConsentRecord {
  const withdrawn = input.basis === 'withdrawn';
  return writer
    .insert(consentRecords)
    .values({
      email: normaliseEmail(input.email),
      granted: !withdrawn,
      basis: input.basis,
      source: input.source,
      wording: input.wording ?? (withdrawn ? UNSUBSCRIBE_WORDING : MARKETING_CONSENT_WORDING),
      wordingVersion: input.wordingVersion ?? (withdrawn ? UNSUBSCRIBE_VERSION : MARKETING_CONSENT_VERSION),
      inquiryId: input.inquiryId ?? null,
      customerId: input.customerId === undefined ? customerIdByEmail(writer, input.email) : input.customerId,
    })
    .returning()
    .get();
}

/**
 * What every lead form records with its lead, in the lead's transaction: the inquiry's
 * implied consent (6 months) and, when the box was ticked, express consent with the
 * exact wording shown. An unticked box records nothing more: silence is not consent.
 */
export function recordLeadConsent(
  lead: { email: string; source: LeadType; inquiryId: number; customerId?: number | null; marketingConsent?: boolean | null },
  writer: Writer = db(),
): void {
  recordConsent(
    {
      email: lead.email,
      source: lead.source,
      basis: 'implied-inquiry',
      inquiryId: lead.inquiryId,
      customerId: lead.customerId,
      wording: `Sent the ${lead.source} form.`,
      wordingVersion: 'implied',
    },
    writer,
  );
  if (lead.marketingConsent)
    recordConsent(
      { email: lead.email, source: lead.source, basis: 'express', inquiryId: lead.inquiryId, customerId: lead.customerId },
      writer,
    );
}

/** One address's consent history, oldest first. */
export function listConsentRecords(email: string): ConsentRecord[] {
  return db()
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.email, normaliseEmail(email)))
    .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id))
    .all();
}

/** May we send this address something promotional now, and why (for the portal). */
export function getMarketingConsent(email: string, now: Date = new Date()): MarketingConsent {
  const suppressed = suppressedSince(email);
  // An address on the suppression list (an unsubscribe kept past an erasure) counts as a withdrawal then.
  const events = suppressed
    ? [...listConsentRecords(email), { basis: 'withdrawn' as const, granted: false, createdAt: suppressed }]
    : listConsentRecords(email);
  return marketingConsentAt(events, now);
}

/**
 * Honours an unsubscribe at once: records the withdrawal unless the address is already
 * unsubscribed (a second click changes nothing). Returns true when a record was added.
 */
export function withdrawConsent(
  email: string,
  source: ConsentInput['source'] = 'unsubscribe',
  words?: Pick<ConsentInput, 'wording' | 'wordingVersion'>,
): boolean {
  return db().transaction((tx) => {
    const history = tx
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, normaliseEmail(email)))
      .all();
    if (marketingConsentAt(history).state === 'withdrawn') return false;
    recordConsent({ email, source, basis: 'withdrawn', ...words }, tx);
    return true;
  });
}

/** Does the site hold anything about this address (a lead, a consent record, an e-mail's recipient id)? */
function holdsAddress(email: string): boolean {
  const address = normaliseEmail(email);
  const any = (q: { get: () => unknown }) => q.get() !== undefined;
  return (
    any(
      db()
        .select({ one: sql`1` })
        .from(consentRecords)
        .where(eq(consentRecords.email, address))
        .limit(1),
    ) ||
    any(
      db()
        .select({ one: sql`1` })
        .from(mailRecipients)
        .where(eq(mailRecipients.email, address))
        .limit(1),
    ) ||
    any(
      db()
        .select({ one: sql`1` })
        .from(inquiries)
        .where(sql`lower(${inquiries.email}) = ${address}`)
        .limit(1),
    )
  );
}

/**
 * An unsubscribe from a link: recorded in the address's consent history when the site holds the address
 * anyway; for an address it does not hold (an erased customer's old link), only its keyed hash goes on the
 * suppression list, so honouring the request stores no address again.
 */
export function unsubscribeAddress(email: string): void {
  if (holdsAddress(email)) withdrawConsent(email);
  else suppressAddress(email);
}
