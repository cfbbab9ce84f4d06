/**
 * Why signing in cannot work from this address, or null when it can.
 *
 * With SECURE_COOKIES (production's default) the session cookie is `Secure`
 * (`__Host-session`): a browser stores it only from an HTTPS page, or from
 * http://localhost, which browsers treat as secure. Opened over plain HTTP
 * under any other host name, the sign-in succeeds on the server, the browser
 * drops the cookie, and the next page sends the visitor back to the form with
 * no word of why. The sign-in page shows this message instead, and the
 * sign-in endpoint refuses with it before any password is checked.
 */
export function insecureSignInProblem(url: URL, secureCookies: boolean): string | null {
  if (!secureCookies || url.protocol !== 'http:' || isLoopback(url.hostname)) return null;
  const https = new URL(url.pathname, `https://${url.host}`);
  https.port = '';
  return (
    `Signing in needs HTTPS here: this server keeps staff signed in with a Secure cookie, which the browser ` +
    `will not store from a plain-HTTP page (${url.host}). Open ${https.origin}${url.pathname} instead (serve it ` +
    `with TLS_CERT and TLS_KEY, or behind an HTTPS proxy with TRUST_PROXY), or, only on a private test network, ` +
    `start the server with SECURE_COOKIES=false.`
  );
}

/** Host names a browser counts as a secure context over plain HTTP. */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
