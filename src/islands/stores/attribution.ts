export type Attribution = { utmSource?: string; utmMedium?: string; utmCampaign?: string };

/**
 * The campaign that brought this visitor, for the inquiry form: the
 * `utm_params` cookie, only with marketing consent (empty otherwise).
 * Self-contained on purpose (the names are those of lib/personalisation/consent
 * and cookies): the form ships it and nothing else of the consent layer.
 */
export function getAttribution(): Attribution {
  try {
    if (JSON.parse(localStorage.getItem('cookie-preferences') ?? '{}')?.marketing !== true) return {};
    const raw = /(?:^|;\s*)utm_params=([^;]*)/.exec(document.cookie)?.[1];
    const utm = raw ? JSON.parse(decodeURIComponent(raw)) : null;
    const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 100) : undefined);
    const attribution: Attribution = { utmSource: text(utm?.source), utmMedium: text(utm?.medium), utmCampaign: text(utm?.campaign) };
    for (const key of Object.keys(attribution) as (keyof Attribution)[]) if (!attribution[key]) delete attribution[key];
    return attribution;
  } catch {
    return {}; // storage blocked or a corrupted cookie: no attribution
  }
}
