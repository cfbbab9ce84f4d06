import { getDealerContact } from '#src/db/queries/dealer-settings';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import { getVehicleCards } from '#src/db/queries/vehicle-cards';
import { DEALER } from '#src/lib/dealer';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { withSenderIdentification } from '#src/server/consent/sender-footer';
import { publicOrigin } from '#src/server/consent/unsubscribe';
import { sendMail } from '#src/server/mail/mail';

/** Whether the vehicle can be shared: it exists and is not sold. */
export function canShareVehicle(vehicleId: number): boolean {
  const card = getVehicleCards([vehicleId])[0];
  return !!card && card.status !== 'sold';
}

/**
 * "E-mail this car to a friend": our own fixed words, the car's title, price and
 * link, and nothing the sender typed (no name, no message), so the form cannot
 * carry anyone's spam. False when the vehicle does not exist or is sold.
 */
export function sendVehicleToFriend(vehicleId: number, to: string): boolean {
  const card = getVehicleCards([vehicleId])[0];
  if (!card || card.status === 'sold') return false;
  const title = vehicleTitle(card);
  const link = `${publicOrigin()}/inventory/${card.id}`;
  const body = [
    'Hello,',
    '',
    `Someone thought you would like this car at ${DEALER.name}, and asked us to send it to you:`,
    '',
    `${title}, ${card.priceText} ${card.priceNote}`.trim(),
    link,
    '',
    'We sent this once, at their request; we will not write to you again unless you ask us to.',
  ].join('\n');
  const mail = withSenderIdentification(
    { to, subject: `A car for you: ${title}`, body },
    getDealerContact(),
    'You receive this e-mail because a shopper with an account on our site asked us to send you this car.',
  );
  setImmediate(
    () =>
      void sendMail(mail)
        .then((result) => recordOutboxMessage(mail, result))
        .catch((e: unknown) => console.error('Could not send a shared car', e)),
  );
  return true;
}
