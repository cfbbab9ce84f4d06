import { DEALER, formatAddressLine } from '#src/lib/dealer';

/**
 * The exact words beside the shopper's alerts checkbox (My garage). Shown and
 * stored as this one string: the consent record keeps it with its version.
 */
export const ALERT_CONSENT_VERSION = '2026-11-28.1';
export const ALERT_CONSENT_WORDING =
  `Yes, ${DEALER.legalName} may e-mail me alerts about the cars I save and search for (arrivals, price drops, reservations and sales). ` +
  `I can withdraw this consent at any time with the unsubscribe link in every message, or by writing to ${DEALER.email} or ${formatAddressLine()}.`;
