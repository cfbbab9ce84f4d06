import { getMarketingConsent } from '#src/db/queries/consent';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import { listSavedSearches, shopperEmails } from '#src/db/queries/saved-searches';
import { lastAlertSent, listUnsentAlerts, markAlertsSent } from '#src/db/queries/shopper-alerts';
import { getVehicleCards } from '#src/db/queries/vehicle-cards';
import type { ShopperAlert } from '#src/db/schema';
import { DEALER } from '#src/lib/dealer';
import { formatMoney } from '#src/lib/pricing/all-in';
import { digestDue } from '#src/lib/shoppers/alerts';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { withSenderIdentification } from '#src/server/consent/sender-footer';
import { publicOrigin } from '#src/server/consent/unsubscribe';
import { sendMail, type MailMessage } from '#src/server/mail/mail';

/**
 * Sends the alerts that are due: "at once" ones now, daily and weekly ones as
 * one digest when a day or a week has passed since the last. Only to an address
 * with express consent on record (CASL): without it the alerts are dropped,
 * never sent later by surprise. Every message names the sender and carries the
 * one-click unsubscribe (withSenderIdentification).
 */
export async function sendDueAlerts(now = Date.now()): Promise<{ sent: number; dropped: number }> {
  const unsent = listUnsentAlerts();
  const byUser = new Map<number, ShopperAlert[]>();
  for (const a of unsent) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
  const emails = shopperEmails([...byUser.keys()]);
  let sent = 0;
  let dropped = 0;
  for (const [userId, alerts] of byUser) {
    const email = emails.get(userId);
    if (!email || getMarketingConsent(email).state !== 'express') {
      markAlertsSent(alerts.map((a) => a.id));
      dropped += alerts.length;
      continue;
    }
    const due = alerts.filter((a) => digestDue(a.frequency, lastAlertSent(userId, a.frequency), now));
    if (!due.length) continue;
    const mail = composeAlertMail(email, due, new Map(listSavedSearches(userId).map((s) => [s.id, s.name])));
    const result = await sendMail(mail);
    recordOutboxMessage(mail, result);
    if (result.delivery !== 'failed') {
      markAlertsSent(due.map((a) => a.id));
      sent += 1;
    }
  }
  return { sent, dropped };
}

function composeAlertMail(to: string, alerts: ShopperAlert[], searchNames: Map<number, string>): MailMessage {
  const cards = new Map(getVehicleCards([...new Set(alerts.map((a) => a.vehicleId))]).map((c) => [c.id, c]));
  const origin = publicOrigin();
  const lines = alerts.flatMap((a) => {
    const card = cards.get(a.vehicleId);
    if (!card) return [];
    const title = vehicleTitle(card);
    const link = `${origin}/inventory/${card.id}`;
    switch (a.kind) {
      case 'new-match':
        return [
          `New arrival for "${searchNames.get(a.savedSearchId ?? 0) ?? 'your search'}": ${title}, ${card.priceText} ${card.priceNote}`.trim(),
          link,
          '',
        ];
      case 'price-drop':
        return [
          `Price reduced on a car you saved: ${title}, now ${formatMoney(a.newPrice ?? 0)} (was ${formatMoney(a.oldPrice ?? 0)}) ${card.priceNote}`.trim(),
          link,
          '',
        ];
      case 'reserved':
        return [`A car you saved is now reserved: ${title}`, link, ''];
      case 'sold':
        return [`A car you saved has been sold: ${title}. Similar cars are in your garage: ${origin}/account`, ''];
    }
  });
  const subject =
    alerts.length === 1 && alerts[0].kind === 'price-drop'
      ? 'Price reduced on a car you saved'
      : alerts.every((a) => a.kind === 'new-match')
        ? 'A car you are looking for has arrived'
        : `News about the cars you follow at ${DEALER.name}`;
  const body = ['Hello,', '', ...lines, `Manage your alerts, or pause them, in your garage: ${origin}/account`].join('\n');
  return withSenderIdentification(
    { to, subject, body },
    getDealerContact(),
    'You receive this e-mail because you asked for alerts in your garage on our site and agreed to hear from us.',
  );
}
