import { z } from 'zod';
import { normaliseEmail } from '#src/db/queries/consent';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { mailCeilingWaitMinutes, takeMailSlot } from '#src/server/mail/mail-ceiling';
import { shareMailLimits, tooMany } from '#src/server/shoppers/rate-limits';
import { canShareVehicle, sendVehicleToFriend } from '#src/server/shoppers/share-mail';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { shopperEmailSchema } from '#src/lib/validation/shoppers';
import { shopperMessageAnswer } from '#src/lib/api-answers/shopper';

const body = z.strictObject(
  { vehicleId: z.int('Vehicle is required.').positive('Vehicle is required.'), email: shopperEmailSchema },
  // No other field: there is no message or name to fill, so nothing a spammer writes can reach anyone.
  'Only the vehicle and the e-mail address can be sent.',
);

/**
 * "E-mail this car to a friend", for a signed-in shopper (visitors share with their own device's share sheet or
 * the copied link): fixed words only; 5 per client an hour, 10 per account and 2 per recipient a day, and the
 * site's hourly ceiling of shared cars.
 */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    rateLimit: { limiter: shareMailLimits.perClient, message: 'You have shared several cars already. Please try again later.' },
    summary: 'E-mail a vehicle to a friend (fixed wording, no free text)',
    description: 'Needs a shopper session (401 without).',
    body,
    response: {
      status: 202,
      description: '`{ message }`; 401 signed out; 404 for a vehicle that does not exist or is sold; 429 past the limits',
      schema: shopperMessageAnswer,
    },
  },
  ({ body, locals }) => {
    const { shopper } = requireShopper(locals);
    if (!canShareVehicle(body.vehicleId)) return fail('not-found', 'Vehicle not found');
    const account = `shopper:${shopper.id}`;
    if (shareMailLimits.perAccount.hit(account))
      return tooMany(shareMailLimits.perAccount, account, 'You have shared enough cars by e-mail today. Please try again tomorrow.');
    const recipient = normaliseEmail(body.email);
    if (shareMailLimits.perRecipient.hit(recipient))
      return tooMany(shareMailLimits.perRecipient, recipient, 'This address has been sent enough cars for now. Please try again later.');
    if (!takeMailSlot('share'))
      return fail(
        'rate-limited',
        `The site has sent many cars by e-mail this hour. Please try again in ${mailCeilingWaitMinutes('share')} minutes, or copy the link.`,
      );
    if (!sendVehicleToFriend(body.vehicleId, recipient)) return fail('not-found', 'Vehicle not found');
    return json({ message: `We have e-mailed the car to ${recipient}.` }, 202);
  },
);
