/**
 * Whether a form post comes from one of our own pages. Astro's checkOrigin
 * refuses a mismatched Origin on form posts but lets a post without one
 * through; a form that stores data refuses that too. Browsers send Origin on
 * every POST, and Referer when a privacy setting strips Origin.
 */
export function isSameOriginPost(headers: Headers, origin: string): boolean {
  const sent = headers.get('origin');
  // "null" (an opaque origin: sandboxed frame, data: URL, some redirects) is never ours.
  if (sent !== null) return sent === origin;
  const referer = headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}
