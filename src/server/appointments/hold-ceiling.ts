import { countRecentHolds, lastCeilingAlert, recordCeilingAlert } from '#src/db/queries/appointment-holds';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import { ceilingReached, HOUR_MS, shouldAlertCeiling } from '#src/lib/appointments/holds';
import { DEALER } from '#src/lib/dealer';
import { config } from '#src/server/config';
import { sendMail } from '#src/server/mail/mail';
import { holdRules } from './hold-rules';

/**
 * Tells staff, once an hour at most, that the site's hourly count of unconfirmed
 * bookings was reached (booking is under pressure): an activity entry (which the appointments screen
 * shows as a notice) and an e-mail to the dealer (the outbox without
 * SMTP_URL). Never throws: the visitor's answer does not wait on it.
 */
export async function alertHoldCeiling(now = new Date()): Promise<void> {
  try {
    const { holdsPerHour } = holdRules();
    if (!recordCeilingAlert(holdsPerHour, (last) => shouldAlertCeiling(last, now))) return;
    const dealer = getDealerContact();
    const site = (config().SITE_URL ?? DEALER.siteUrl).replace(/\/$/, '');
    const mail = {
      to: dealer.email,
      subject: 'Online booking under pressure: many unconfirmed bookings',
      body: [
        `In the last hour the website took ${holdsPerHour} bookings that nobody has confirmed from the e-mail yet`,
        '(BOOKING_HOLDS_PER_HOUR). Online booking stays open: new bookings are still taken, but hold no time until',
        'the visitor confirms from the e-mail, and the first booking confirmed wins its time. Unconfirmed bookings',
        'free their slot by themselves, or you can release them.',
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
