export type UtmInput = {
  url: string;
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  term?: string | null;
  content?: string | null;
};

/** The UTM fields in the order they are added to the link. */
const UTM_KEYS = [
  ['source', 'utm_source'],
  ['medium', 'utm_medium'],
  ['campaign', 'utm_campaign'],
  ['term', 'utm_term'],
  ['content', 'utm_content'],
] as const;

/**
 * A campaign link (spec section 5, UTM form): the base URL with
 * utm_source, utm_medium, utm_campaign, utm_term and utm_content appended in
 * that order, each only when its trimmed value is not empty. The base URL's
 * own query parameters and hash are kept; a utm_* parameter it already has is
 * replaced by the one given. Throws an Error when the base URL is not an
 * absolute http(s) URL.
 */
export function buildUtmUrl(input: UtmInput): string {
  let url: URL;
  try {
    url = new URL(input.url.trim());
  } catch {
    throw new Error(`Invalid base URL: "${input.url}" (expected an absolute http or https URL)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid base URL: "${input.url}" (expected an absolute http or https URL)`);
  }
  for (const [field, param] of UTM_KEYS) {
    const value = input[field]?.trim();
    if (!value) continue;
    url.searchParams.delete(param);
    url.searchParams.append(param, value);
  }
  return url.toString();
}
