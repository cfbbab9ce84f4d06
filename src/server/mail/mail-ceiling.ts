import { logActivity } from '#src/db/queries/activity';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import { DEALER } from '#src/lib/dealer';
import { config } from '#src/server/config';
import { RateLimiter } from '#src/server/http/rate-limit';
import { sendMail } from './mail';

/**
 * The site-wide hourly ceiling on each kind of e-mail a visitor can make the site send to an address nobody has
 * shown is theirs: sign-in links to new addresses, shared cars, lead receipts. Per-client and per-address limits
 * stop one client and protect one inbox; this stops many clients with fresh addresses from turning the site into
 * a mail relay. Past it that kind is not sent until the hour ends (the request itself still succeeds: a lead is
 * stored, a sign-in answer is the same) and staff are told once an hour per kind. Kept in memory, as the limits are.
 */
export const PUBLIC_MAIL_KINDS = { 'sign-in-link': 'sign-in links', share: 'shared cars', acknowledgement: 'lead receipts' } as const;
export type PublicMailKind = keyof typeof PUBLIC_MAIL_KINDS;

/** The activity entry that tells staff a ceiling was reached. */
export const MAIL_CEILING_ACTION = 'mail.ceiling';

const HOUR_MS = 60 * 60_000;
let ceiling: RateLimiter | undefined;
const alertedAt = new Map<PublicMailKind, number>();

function limiter(): RateLimiter {
  const perHour = config().PUBLIC_MAIL_PER_HOUR;
  if (ceiling?.limit !== perHour) ceiling = new RateLimiter(perHour, HOUR_MS);
  return ceiling;
}

/** Counts one e-mail of the kind: true when it may be sent, false past the hour's ceiling (staff are told). */
export function takeMailSlot(kind: PublicMailKind, now = Date.now()): boolean {
  if (!limiter().hit(kind, now)) return true;
  const last = alertedAt.get(kind);
  if (last === undefined || now - last >= HOUR_MS) {
    alertedAt.set(kind, now);
    void tellStaff(kind);
  }
  return false;
}

/** Minutes until the kind's ceiling lets mail through again. */
export function mailCeilingWaitMinutes(kind: PublicMailKind): number {
  return Math.max(1, Math.ceil(limiter().retryAfterSeconds(kind) / 60));
}

async function tellStaff(kind: PublicMailKind): Promise<void> {
  try {
    const perHour = config().PUBLIC_MAIL_PER_HOUR;
    const what = PUBLIC_MAIL_KINDS[kind];
    logActivity({
      actorName: 'Website',
      action: MAIL_CEILING_ACTION,
      entityType: 'settings',
      summary: `The site sent ${perHour} ${what} in the last hour, the most it sends (PUBLIC_MAIL_PER_HOUR): more wait until the hour ends.`,
    });
    const dealer = getDealerContact();
    const site = (config().SITE_URL ?? DEALER.siteUrl).replace(/\/$/, '');
    const mail = {
      to: dealer.email,
      subject: `Website e-mail paused: too many ${what}`,
      body: [
        `In the last hour visitors made the website send ${perHour} ${what}, the most it sends in an hour`,
        '(PUBLIC_MAIL_PER_HOUR). More are not sent until the hour ends; everything else on the site works as usual.',
        '',
        `This can be someone using the site to send e-mail to many addresses. The activity log has the details: ${site}/employee/activity`,
        '',
        'You receive this notice at most once an hour for each kind of e-mail.',
        '',
      ].join('\n'),
    };
    recordOutboxMessage(mail, await sendMail(mail), null);
  } catch (error) {
    console.error('Could not tell staff of the mail ceiling:', error instanceof Error ? error.message : error);
  }
}
