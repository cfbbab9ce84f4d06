/**
 * When may the dealer send a promotional e-mail? CASL's answer as plain functions.
 *
 * - Express consent (the checkbox) lasts until it is withdrawn.
 * - Implied consent: 6 months after an inquiry or application, 2 years after a purchase
 *   (an "existing business relationship").
 * - A withdrawal (unsubscribe, or staff recording a request) ends all of it at once.
 *   After a withdrawal only new express consent counts: a later inquiry does not quietly
 *   put someone who unsubscribed back on the list (stricter than the Act, on purpose).
 * - Replies to a lead need no consent at all (CASL exempts them): see `mayEmail`.
 */

export type ConsentBasis = 'express' | 'withdrawn' | 'implied-inquiry' | 'implied-purchase';
export type ConsentEvent = { basis: ConsentBasis; granted: boolean; createdAt: Date };

export type MarketingConsent =
  | { state: 'express'; since: Date; until: null }
  | { state: 'implied'; basis: 'implied-inquiry' | 'implied-purchase'; since: Date; until: Date }
  | { state: 'withdrawn'; since: Date; until: null }
  | { state: 'none'; since: null; until: null; expiredAt?: Date };

export const IMPLIED_WINDOW_MONTHS = { 'implied-inquiry': 6, 'implied-purchase': 24 } as const;

/** Calendar months later, clamped to the month's last day (Aug 31 + 6 months = Feb 28/29), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The end of the implied consent an event gives, or null for express consent and withdrawals. */
export function impliedConsentEnds(event: Pick<ConsentEvent, 'basis' | 'createdAt'>): Date | null {
  if (event.basis !== 'implied-inquiry' && event.basis !== 'implied-purchase') return null;
  return addMonths(event.createdAt, IMPLIED_WINDOW_MONTHS[event.basis]);
}

/** One customer's marketing consent at `now`, from all their consent events (any order). */
export function marketingConsentAt(events: readonly ConsentEvent[], now: Date = new Date()): MarketingConsent {
  const past = events.filter((e) => e.createdAt.getTime() <= now.getTime()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let lastWithdrawal: Date | undefined;
  for (const e of past) if (e.basis === 'withdrawn' || !e.granted) lastWithdrawal = e.createdAt;

  const after = (e: ConsentEvent) => !lastWithdrawal || e.createdAt.getTime() > lastWithdrawal.getTime();
  const express = past.filter((e) => e.granted && e.basis === 'express' && after(e)).at(-1);
  if (express) return { state: 'express', since: express.createdAt, until: null };
  if (lastWithdrawal) return { state: 'withdrawn', since: lastWithdrawal, until: null };

  let best: { basis: 'implied-inquiry' | 'implied-purchase'; since: Date; until: Date } | undefined;
  let expiredAt: Date | undefined;
  for (const e of past) {
    if (!e.granted || (e.basis !== 'implied-inquiry' && e.basis !== 'implied-purchase')) continue;
    const until = impliedConsentEnds(e)!;
    if (until.getTime() <= now.getTime()) {
      if (!expiredAt || until > expiredAt) expiredAt = until;
    } else if (!best || until > best.until) {
      best = { basis: e.basis, since: e.createdAt, until };
    }
  }
  if (best) return { state: 'implied', ...best };
  return expiredAt ? { state: 'none', since: null, until: null, expiredAt } : { state: 'none', since: null, until: null };
}

/** A direct reply to someone's own request needs no consent; anything promotional does. */
export function mayEmail(kind: 'reply' | 'promotional', consent: MarketingConsent): boolean {
  if (kind === 'reply') return true;
  return consent.state === 'express' || consent.state === 'implied';
}

/** For the portal: "Express consent since 3 Mar 2026", "Implied until 12 Sep 2026", ... */
export function describeConsent(consent: MarketingConsent, format: (d: Date) => string): string {
  switch (consent.state) {
    case 'express':
      return `Express consent since ${format(consent.since)}`;
    case 'implied':
      return `Implied consent (${consent.basis === 'implied-purchase' ? 'purchase' : 'inquiry'}) until ${format(consent.until)}`;
    case 'withdrawn':
      return `Unsubscribed on ${format(consent.since)}`;
    case 'none':
      return consent.expiredAt ? `No consent (implied consent ended ${format(consent.expiredAt)})` : 'No marketing consent';
  }
}
