// Content negotiation shared by the HTTP server (src/server/http/assets.ts) and the page cache
// bundled into the Astro build (src/server/render/page-cache.ts), so both answer a client alike.

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with: brotli, else gzip, else none, as the client's Accept-Encoding allows. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
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
