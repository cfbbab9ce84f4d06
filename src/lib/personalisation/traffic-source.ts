/** Where a visit came from: the landing URL's utm_* values, else the referring site, else 'direct'. */
export type TrafficSource = {
  /** utm_source, the referring host, or 'direct'. */
  source: string;
  /** utm_medium, 'referral' for a referring site, else 'unknown'. */
  medium: string;
  campaign: string;
  /** The referring page, or 'direct' (same-site and missing referrers count as direct). */
  referrer: string;
  /** Only the utm_* values the URL carried (null when absent): what marketing attribution keeps. */
  utm: { source: string | null; medium: string | null; campaign: string | null };
};

export const UNKNOWN = 'unknown';
const MAX_TEXT = 100;

/** Trimmed and capped; source and medium lower-cased (Google = google), the campaign kept as the link builder wrote it. */
function clean(value: string | null | undefined, lower = true): string | null {
  const text = value?.trim().slice(0, MAX_TEXT);
  return text ? (lower ? text.toLowerCase() : text) : null;
}

export function readTrafficSource(landing: URL, referrer: string | undefined): TrafficSource {
  const utm = {
    source: clean(landing.searchParams.get('utm_source')),
    medium: clean(landing.searchParams.get('utm_medium')),
    campaign: clean(landing.searchParams.get('utm_campaign'), false),
  };
  let referrerHost: string | null = null;
  let referrerUrl = 'direct';
  if (referrer) {
    try {
      const ref = new URL(referrer);
      if (ref.host !== landing.host && /^https?:$/.test(ref.protocol)) {
        referrerHost = ref.hostname.replace(/^www\./, '');
        referrerUrl = `${ref.origin}${ref.pathname}`.slice(0, 200);
      }
    } catch {
      /* an unreadable referrer counts as direct */
    }
  }
  return {
    source: utm.source ?? referrerHost ?? 'direct',
    medium: utm.medium ?? (referrerHost ? 'referral' : UNKNOWN),
    campaign: utm.campaign ?? UNKNOWN,
    referrer: referrerUrl,
    utm,
  };
}

/** True when the URL carries any utm_* value: a campaign landing starts a new visit. */
export function hasUtm(source: TrafficSource): boolean {
  return !!(source.utm.source || source.utm.medium || source.utm.campaign);
}
