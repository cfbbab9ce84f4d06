import { countRecentHolds, lastCeilingAlert, recordCeilingAlert } from '#src/db/queries/appointment-holds';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import { ceilingReached, HOUR_MS, shouldAlertCeiling } from '#src/lib/appointments/holds';
import { DEALER } from '#src/lib/dealer';
import { config } from '#src/server/config';
import { sendMail } from '#src/server/mail/mail';
import { holdRules } from './hold-rules';

/**
 * Tells staff, once an hour at most, that the site's ceiling of unconfirmed
 * bookings was reached: an activity entry (which the appointments screen
 * shows as a notice) and an e-mail to the dealer (the outbox without
 * SMTP_URL). Never throws: the visitor's refusal does not wait on it.
 */
export async function alertHoldCeiling(now = new Date()): Promise<void> {
  try {
    const { holdsPerHour } = holdRules();
    if (!recordCeilingAlert(holdsPerHour, (last) => shouldAlertCeiling(last, now))) return;
    const dealer = getDealerContact();
    const site = (config().SITE_URL ?? DEALER.siteUrl).replace(/\/$/, '');
    const mail = {
      to: dealer.email,
      subject: 'Online booking paused: too many unconfirmed bookings',
      body: [
        `In the last hour the website took ${holdsPerHour} bookings that nobody has confirmed from the e-mail yet,`,
        'the most it holds at once (BOOKING_HOLDS_PER_HOUR). New online bookings are refused until some are',
        'confirmed, run out (unconfirmed bookings free their slot by themselves) or are released.',
        '',
        'This can be a flood of fake bookings. See them grouped by e-mail, phone and network, and release them',
        `in one step, under Appointments, "Unconfirmed bookings": ${site}/employee/appointments`,
        '',
        'You receive this notice at most once an hour.',
        '',
      ].join('\n'),
    };
    recordOutboxMessage(mail, await sendMail(mail), null);
  } catch (error) {
    console.error('Could not tell staff of the booking ceiling:', error instanceof Error ? error.message : error);
  }
}

/** The ceiling as the staff screens show it: the limit, the holds counting against it, and the last alert within the hour. */
export function holdCeilingState(now = new Date()) {
  const { holdsPerHour } = holdRules();
  const held = countRecentHolds(now);
  const last = lastCeilingAlert();
  return {
    perHour: holdsPerHour,
    heldLastHour: held,
    reached: ceilingReached(held, { holdsPerHour }),
    alertedAt: last && now.getTime() - last.getTime() < HOUR_MS ? last.toISOString() : null,
  };
}
