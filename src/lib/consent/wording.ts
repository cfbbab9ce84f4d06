import { DEALER, formatAddressLine } from '#src/lib/dealer';

/**
 * The exact words of the marketing consent checkbox, as CASL asks a request for
 * consent to read: who asks (the dealer's legal name, mailing address and a way to
 * reach them), for what (e-mail about arrivals, events and offers) and that the
 * consent can be withdrawn. The text shown and the text stored are this one string.
 *
 * Change the words => bump the version: every consent record keeps the version it
 * was given under, so an old record still proves what that person agreed to.
 */
export const MARKETING_CONSENT_VERSION = '2026-11-24.1';

export const MARKETING_CONSENT_WORDING =
  `Yes, ${DEALER.legalName} may e-mail me about new arrivals, private events and offers. ` +
  `I can withdraw this consent at any time with the unsubscribe link in every message, ` +
  `or by writing to ${DEALER.email} or ${formatAddressLine()}.`;

/** The short line shown above the wording; not part of what is stored. */
export const MARKETING_CONSENT_TITLE = 'Stay informed';

/** What an unsubscribe records as its "wording": the action the person took. */
export const UNSUBSCRIBE_WORDING = 'Unsubscribed from marketing e-mail with the link in a message.';
export const UNSUBSCRIBE_VERSION = 'unsubscribe-link.1';

/** Recorded when a signed-in shopper withdraws their consent in My garage. */
export const ACCOUNT_WITHDRAWAL_WORDING = 'Withdrew consent to marketing e-mail in My garage, signed in with their account.';
export const ACCOUNT_WITHDRAWAL_VERSION = 'my-garage.1';
