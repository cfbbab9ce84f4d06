// Content negotiation shared by the server script (src/server/serve/assets.mjs) and the page cache
// bundled into the Astro build (src/server/page-cache.ts), so both answer a client alike.

/**
 * The encoding to answer with: brotli, else gzip, else none, as the client's Accept-Encoding allows.
 * @param {string | null | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function pickEncoding(acceptEncoding) {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
