/**
 * CARFAX Canada report links: only https addresses on CARFAX Canada's own
 * domain (carfax.ca and its subdomains, e.g. vhr.carfax.ca where its reports
 * live) are accepted. The host is compared label by label after the URL
 * parser has normalised it, so 'carfax.ca.evil.com', 'evilcarfax.ca',
 * 'carfax.ca@evil.com' and the US 'carfax.com' are all refused.
 */
export const CARFAX_CANADA_DOMAIN = 'carfax.ca';

export function isCarfaxCanadaUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host === CARFAX_CANADA_DOMAIN || host.endsWith(`.${CARFAX_CANADA_DOMAIN}`);
}

export const CARFAX_URL_MESSAGE = 'CARFAX report must be an https:// link on carfax.ca (e.g. https://vhr.carfax.ca/?id=…)';
