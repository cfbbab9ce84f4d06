import * as z from 'zod/mini';

/**
 * The shopper's account forms (/account). zod/mini: the account island ships
 * the e-mail check; the server parses the same schemas.
 */
export const shopperEmailSchema = z
  .string('Email is required.')
  .check(
    z.trim(),
    z.minLength(1, 'Email is required.'),
    z.maxLength(254, 'Please enter a valid email address.'),
    z.email('Please enter a valid email address.'),
  );

/** Vehicle ids kept in the browser before signing in (merged into the account at sign-in). */
export const localSavesSchema = z.optional(
  z
    .array(
      z.int('Saved vehicles must be vehicle ids.').check(z.positive('Saved vehicles must be vehicle ids.')),
      'Saved vehicles must be a list of vehicle ids.',
    )
    .check(z.maxLength(100, 'At most 100 saved vehicles can be merged.')),
);

export const signInLinkRequestSchema = z.object({ email: shopperEmailSchema });

const signInTokenSchema = z.string('The sign-in link is incomplete.').check(z.maxLength(200, 'The sign-in link is not valid.'));

/** A link opened: whose it is, before anything happens. */
export const signInLinkCheckSchema = z.object({ token: signInTokenSchema });

/** `confirmed`: the shopper said yes to "Sign in as …?", needed when the link was asked for in another browser. */
export const signInLinkUseSchema = z.object({
  token: signInTokenSchema,
  saved: localSavesSchema,
  confirmed: z.optional(z.boolean('Confirmed must be true or false.')),
});

export const saveVehicleSchema = z.object({
  vehicleId: z.int('Vehicle is required.').check(z.positive('Vehicle is required.')),
});

export const mergeSavesSchema = z.object({ saved: localSavesSchema });

export const alertFrequencySchema = z.enum(['instant', 'daily', 'weekly'], 'Choose how often: at once, daily or weekly.');
