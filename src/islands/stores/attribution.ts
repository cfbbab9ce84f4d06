import { CONSENT_STORAGE_KEY, parseConsent } from '../../lib/personalisation/consent';
import { decodeCookieValue, parseCookieHeader } from '../../lib/personalisation/cookies';

export type Attribution = { utmSource?: string; utmMedium?: string; utmCampaign?: string };

const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 100) : undefined);

/**
 * The campaign that brought this visitor, for the inquiry form: the
 * `utm_params` cookie, only with marketing consent (empty otherwise). Kept
 * apart from the rest of the store so the form imports only this.
 */
export function getAttribution(): Attribution {
  try {
    if (!parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY))?.marketing) return {};
  } catch {
    return {};
  }
  const utm = decodeCookieValue(parseCookieHeader(document.cookie).get('utm_params')) as Record<string, unknown> | undefined;
  if (!utm || typeof utm !== 'object') return {};
  const attribution: Attribution = { utmSource: text(utm.source), utmMedium: text(utm.medium), utmCampaign: text(utm.campaign) };
  for (const key of Object.keys(attribution) as (keyof Attribution)[]) if (!attribution[key]) delete attribution[key];
  return attribution;
}
