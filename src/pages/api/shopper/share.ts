import { z } from 'zod';
import { normaliseEmail } from '#src/db/queries/consent';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { shareMailLimits, tooMany } from '#src/server/shoppers/rate-limits';
import { sendVehicleToFriend } from '#src/server/shoppers/share-mail';
import { shopperEmailSchema } from '#src/lib/validation/shoppers';
import { shopperMessageAnswer } from '#src/lib/api-answers/shopper';

const body = z.strictObject(
  { vehicleId: z.int('Vehicle is required.').positive('Vehicle is required.'), email: shopperEmailSchema },
  // No other field: there is no message or name to fill, so nothing a spammer writes can reach anyone.
  'Only the vehicle and the e-mail address can be sent.',
);

/** "E-mail this car to a friend": 5 per client (/64) per hour, 2 per recipient per hour, fixed words only. */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    rateLimit: { limiter: shareMailLimits.perClient, message: 'You have shared several cars already. Please try again later.' },
    summary: 'E-mail a vehicle to a friend (fixed wording, no free text)',
    body,
    response: {
      status: 202,
      description: '`{ message }`; 404 for a vehicle that does not exist or is sold; 429 past the limits',
      schema: shopperMessageAnswer,
    },
  },
  ({ body }) => {
    const recipient = normaliseEmail(body.email);
    if (shareMailLimits.perRecipient.hit(recipient))
      return tooMany(shareMailLimits.perRecipient, recipient, 'This address has been sent enough cars for now. Please try again later.');
    if (!sendVehicleToFriend(body.vehicleId, recipient)) return fail('not-found', 'Vehicle not found');
    return json({ message: `We have e-mailed the car to ${recipient}.` }, 202);
  },
);
