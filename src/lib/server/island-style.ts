/**
 * Astro writes this rule once per page, as a <style> element just before the
 * first hydrated island, wherever that island sits in the body. HTML allows a
 * <style> in the body only as the first child of its parent (the W3C checker
 * reports it everywhere else), so the page's answer moves it into the head.
 * The text is Astro's (astro/dist/runtime/server/astro-island-styles.js); the
 * CSP hash Astro sends covers it wherever it stands. Should Astro change it,
 * nothing moves and the Nu checker test (tests/api/html-validity.test.ts) fails.
 */
export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page with Astro's island <style> moved from the body to the end of the head (unchanged when there is none). */
export function hoistIslandStyle(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const at = html.indexOf(ISLAND_STYLE, headEnd);
  if (at === -1) return html;
  return html.slice(0, headEnd) + ISLAND_STYLE + html.slice(headEnd, at) + html.slice(at + ISLAND_STYLE.length);
}

/** The same for a rendered page Response (HTML only; anything else is returned as it is). */
export async function withIslandStyleInHead(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html') || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(hoistIslandStyle(html), { status: response.status, statusText: response.statusText, headers });
}
