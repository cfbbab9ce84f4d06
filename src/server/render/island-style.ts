import { ownPageBody, pageResponse } from './page-bytes';

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

const STYLE_BYTES = Buffer.from(ISLAND_STYLE);
const HEAD_END_BYTES = Buffer.from('</head>');

/**
 * The page with Astro's island <style> moved from the body to the end of the head
 * (unchanged when there is none). On the bytes, in place: the page keeps its length,
 * so what lies between the head's end and the style moves along by the style's
 * length; no decoding and re-encoding of the whole page, and no copy of it.
 */
export function hoistIslandStyle(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = page.indexOf(HEAD_END_BYTES);
  if (headEnd === -1) return page;
  const at = page.indexOf(STYLE_BYTES, headEnd);
  if (at === -1) return page;
  page.copyWithin(headEnd + STYLE_BYTES.length, headEnd, at);
  STYLE_BYTES.copy(page, headEnd);
  return page;
}

/** The same for a rendered page Response (HTML only; anything else is returned as it is). */
export async function withIslandStyleInHead(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html') || !response.body) return response;
  const read = await ownPageBody(response);
  const page = hoistIslandStyle(Buffer.from(read.buffer, read.byteOffset, read.byteLength));
  const headers = new Headers(response.headers);
  headers.set('content-length', String(page.byteLength));
  const body = new Uint8Array(page.buffer, page.byteOffset, page.byteLength);
  return pageResponse(body, { status: response.status, statusText: response.statusText, headers });
}
