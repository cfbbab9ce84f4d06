/**
 * Whether a form post comes from one of our own pages, checked again by the
 * code that reads the form (form-post.ts), so a form that stores data does not
 * rest on the middleware alone. The middleware's `originCheck` already refuses
 * a form post whose Origin is missing or another site's before a page sees it,
 * so the Referer fallback below is not reached today; it keeps this check whole
 * on its own (a browser whose privacy setting strips Origin still sends
 * Referer), should a form's path ever be exempted there.
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
