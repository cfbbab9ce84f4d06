/**
 * An in-memory cache of rendered public pages for anonymous GETs.
 *
 * Why: a public page is rendered from the database on every request, yet it
 * changes only when staff write something. Serving the stored HTML lets the
 * site answer a burst of visitors at close to static-file speed.
 *
 * Contract:
 * - Only anonymous GETs of public pages are cached (`pageCacheKey`): no cookie
 *   at all (unless every cookie is listed in `ignoredCookies`), not /api,
 *   /employee or /admin. The key is the path plus the sorted query string.
 * - Only 200 text/html answers without Set-Cookie and without
 *   `Cache-Control: no-store/private` are stored (`isStorablePage`).
 * - `invalidatePageCache()` drops everything. It must run after EVERY
 *   successful write a public page may show. The simplest way to never miss
 *   one: the middleware calls `invalidateAfterWrite` with every answer; it
 *   drops the cache after any 2xx POST/PUT/PATCH/DELETE under /api/ except
 *   sign-ins, inquiries and analytics events, which no public page shows. Code that writes outside a request (scripts,
 *   seeds) runs in another process; the TTL bounds how stale a page can be then.
 * - A render that started before an invalidation is not stored (generation
 *   check), so a slow render can never put back a page older than the write.
 * - Pages are compressed (brotli and gzip) once when stored and answered
 *   already encoded, so a hit costs neither rendering nor compression.
 * - Bounded: at most maxEntries pages and maxBytes (all encodings), least
 *   recently used dropped first, each entry kept ttlMs at most.
 */

import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const PAGE_CACHE_LIMITS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 } as const;

export type CachedPage = {
  body: Uint8Array;
  /** Compressed once when stored: a hit costs no compression (serve.mjs leaves encoded answers alone). */
  br?: Uint8Array;
  gzip?: Uint8Array;
  status: number;
  headers: [string, string][];
  storedAt: number;
};

// Below this the compression framing costs more than it saves (the same threshold as scripts/serve.mjs).
const COMPRESS_FROM_BYTES = 1024;

const entries = new Map<string, CachedPage>(); // Map keeps insertion order: first = least recently used
let totalBytes = 0;
let generation = 0;
const stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

const UNCACHED_PREFIXES = ['/api/', '/employee', '/admin', '/media/', '/_'];
// Headers that describe one answer rather than the page (they are recomputed or would be wrong when replayed).
const DROPPED_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/** Counter bumped by every invalidation; pass the value read before rendering to `setCachedPage`. */
export function pageCacheGeneration(): number {
  return generation;
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now - entry.storedAt >= PAGE_CACHE_LIMITS.ttlMs) {
    remove(key);
    return undefined;
  }
  // Move to the end: most recently used.
  entries.delete(key);
  entries.set(key, entry);
  return entry;
}

/**
 * Stores a rendered page. Returns false (and stores nothing) when the cache was
 * invalidated since `options.generation` was read, or the page is too big.
 */
export function setCachedPage(
  key: string,
  html: string | Uint8Array,
  headers: HeadersInit = {},
  options: { generation?: number; status?: number; now?: number } = {},
): boolean {
  if (options.generation !== undefined && options.generation !== generation) return false;
  const body = typeof html === 'string' ? new TextEncoder().encode(html) : html;
  if (body.byteLength > PAGE_CACHE_LIMITS.maxBytes / 8) return false;
  const kept: [string, string][] = [];
  new Headers(headers).forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) kept.push([name, value]);
  });
  const entry: CachedPage = { body, status: options.status ?? 200, headers: kept, storedAt: options.now ?? Date.now() };
  if (body.byteLength >= COMPRESS_FROM_BYTES) {
    entry.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
    entry.gzip = gzipSync(body, { level: 6 });
  }
  remove(key);
  entries.set(key, entry);
  totalBytes += sizeOf(entry);
  stats.stores += 1;
  while (entries.size > PAGE_CACHE_LIMITS.maxEntries || totalBytes > PAGE_CACHE_LIMITS.maxBytes) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    remove(oldest);
  }
  return true;
}

/** Drops every cached page. Call after every successful write. */
export function invalidatePageCache(): void {
  entries.clear();
  totalBytes = 0;
  generation += 1;
  stats.invalidations += 1;
}

export function pageCacheStats() {
  return { ...stats, entries: entries.size, bytes: totalBytes, generation };
}

function sizeOf(entry: CachedPage): number {
  return entry.body.byteLength + (entry.br?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0);
}

function remove(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  totalBytes -= sizeOf(entry);
  entries.delete(key);
}

/**
 * The cache key for a request, or null when the request must be rendered
 * fresh: not a GET, a staff or API path, or any cookie (a session, consent or
 * preference cookie may change what the page shows) not listed in `ignoredCookies`.
 */
export function pageCacheKey(request: Request, options: { ignoredCookies?: readonly string[] } = {}): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (UNCACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  const cookie = request.headers.get('cookie')?.trim();
  if (cookie) {
    const ignored = new Set(options.ignoredCookies ?? []);
    const names = cookie
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter(Boolean);
    if (names.some((name) => !ignored.has(name))) return null;
  }
  if (request.headers.has('authorization')) return null;
  const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Whether a rendered answer may be replayed to other anonymous visitors. */
export function isStorablePage(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(no-store|private)\b/.test(cacheControl)) return false;
  return true;
}

/** The encoding to answer with: brotli, else gzip, else none, as the client's Accept-Encoding allows. */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    (acceptEncoding ?? '')
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

function replay(entry: CachedPage, request: Request, state: 'hit' | 'miss'): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', state);
  let body = entry.body;
  if (entry.br && entry.gzip) {
    headers.append('vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers.get('accept-encoding'));
    if (encoding !== 'identity') {
      body = entry[encoding]!;
      headers.set('content-encoding', encoding);
    }
  }
  headers.set('content-length', String(body.byteLength));
  return new Response(body.slice(), { status: entry.status, headers });
}

/**
 * Middleware-friendly wrapper: answers from the cache when it can, otherwise
 * renders, stores what may be stored, and answers. In src/middleware.ts:
 *   `const pageCache = defineMiddleware(({ request }, next) => respondWithPageCache(request, next));`
 */
export async function respondWithPageCache(
  request: Request,
  render: () => Promise<Response>,
  options: { ignoredCookies?: readonly string[] } = {},
): Promise<Response> {
  const key = pageCacheKey(request, options);
  if (key === null) return render();
  const cached = getCachedPage(key);
  if (cached) {
    stats.hits += 1;
    return replay(cached, request, 'hit');
  }
  stats.misses += 1;
  const startedAt = generation;
  const response = await render();
  if (!isStorablePage(response)) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const stored = setCachedPage(key, body, response.headers, { generation: startedAt, status: response.status });
  const entry = stored ? entries.get(key) : undefined;
  if (entry) return replay(entry, request, 'miss');
  const headers = new Headers(response.headers);
  headers.set('x-page-cache', 'bypass');
  return new Response(body, { status: response.status, headers });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Writes no public page shows: sign-ins, inquiries (staff-only data) and
 * anonymous analytics events. Skipping them keeps a flood of inquiries or page
 * views from emptying the cache on every request.
 */
const WRITES_PUBLIC_PAGES_NEVER_SHOW = ['/api/auth/', '/api/inquiries', '/api/events', '/api/analytics'];

/**
 * Call with every answer: drops the cache after a successful API write, so no
 * endpoint can forget to. In src/middleware.ts:
 *   `const res = await next(); invalidateAfterWrite(request, res); return res;`
 */
export function invalidateAfterWrite(request: Request, response: Response): void {
  if (!WRITE_METHODS.has(request.method)) return;
  const path = new URL(request.url).pathname;
  if (!path.startsWith('/api/') || WRITES_PUBLIC_PAGES_NEVER_SHOW.some((prefix) => path.startsWith(prefix))) return;
  if (response.status >= 200 && response.status < 300) invalidatePageCache();
}
