import { recordConsent } from '#src/db/queries/consent';
import { ALERT_CONSENT_VERSION, ALERT_CONSENT_WORDING } from '#src/lib/consent/alert-wording';

/** Records the shopper's express consent to alerts in the site's one consent history (CASL's proof). */
export function recordAlertConsent(email: string): void {
  recordConsent({
    email,
    source: 'shopper-alerts',
    basis: 'express',
    wording: ALERT_CONSENT_WORDING,
    wordingVersion: ALERT_CONSENT_VERSION,
  });
}
