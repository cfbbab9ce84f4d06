import * as z from 'zod/mini';

/**
 * The marketing consent box every lead form sends: true only when ticked.
 * Add it to a lead schema as `marketingConsent: marketingConsentField`.
 */
export const marketingConsentField = z.optional(z.boolean('Marketing consent must be true or false.'));
