/**
 * An in-memory cache of rendered public pages for anonymous GETs.
 *
 * Why: a public page is rendered from the database on every request, yet it
 * changes only when staff write something. Serving the stored HTML lets the
 * site answer a burst of visitors at close to static-file speed.
 *
 * Contract:
 * - Only GETs of public pages are cached (`pageCacheKey`), not /api, /employee
 *   or /admin, and not for a signed-in staff member (session cookie). Every other
 *   cookie (consent, personalisation, analytics) is ignored: the server renders
 *   a public page the same for every visitor, and what is personal (recently
 *   viewed, the A/B banner's variant) is applied in the browser after the page
 *   loads. The key is the path plus the sorted query string.
 * - Answers carry a weak ETag and `PUBLIC_PAGE_CACHE_CONTROL`, so a browser or a
 *   CDN can revalidate (304) instead of downloading the page again.
 * - The HTTP server (src/server/http/serve.ts) answers hits before Astro's request pipeline
 *   through `lookupForServer`, registered with render/page-cache-port.ts; Astro's
 *   middleware handles misses and stores the pages.
 * - Only 200 text/html answers without Set-Cookie and without
 *   `Cache-Control: no-store/private` are stored (`isStorablePage`).
 * - Each entry keeps the data versions it was rendered from (src/db/data-version.ts:
 *   `content`, and the tables the page declared with `pageCacheRule`) and is not
 *   served once one moved, whichever process wrote; and it ends at the moment the
 *   page said it changes by time alone (`pageCacheRule`'s `until`), or its TTL.
 *   docs/caches.md has the whole model.
 * - The middleware calls `invalidateAfterWrite` with every answer and what the
 *   endpoint's contract says its write changes (`invalidates`: nothing, tables,
 *   or paths); an API write that says nothing drops everything.
 * - A render that started before an invalidation is not stored (generation
 *   check), so a slow render can never put back a page older than the write.
 * - Pages are compressed (brotli and gzip) once when stored and answered
 *   already encoded, so a hit costs neither rendering nor compression.
 * - Bounded: at most maxEntries pages and maxBytes (all encodings), least
 *   recently used dropped first, each entry kept ttlMs at most.
 */

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pickEncoding } from '#src/server/http/encoding';
import { isApiPath } from '#src/server/http/api-path';
import type { ResolvedCacheEffect } from './cache-effect';
import type { CachedPage, ServerLookup } from './cached-page';
import { registerPageCache } from './page-cache-port';
import { pageBody, pageResponse } from './page-bytes';

export const PAGE_CACHE_LIMITS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 } as const;

/**
 * For browsers and CDNs: always revalidate in the browser (max-age=0, cheap with the ETag), let a shared
 * cache keep a page as long as we do (s-maxage = our TTL), and serve a stale copy while it refetches so
 * no visitor waits on a render. A staff write therefore reaches a CDN's visitors within about a minute.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_LIMITS.ttlMs / 1000}, stale-while-revalidate=600`;

/** Cookies whose presence means a staff member is signed in: those requests are rendered fresh. */
export const RENDER_FRESH_COOKIES: readonly string[] = ['session', '__Host-session'];

// Below this the compression framing costs more than it saves (the same threshold as src/server/http/serve.ts).
const COMPRESS_FROM_BYTES = 1024;

const entries = new Map<string, CachedPage>(); // Map keeps insertion order: first = least recently used
let totalBytes = 0;
let generation = 0;
const stats = { hits: 0, misses: 0, stores: 0, invalidations: 0, partialInvalidations: 0 };

const UNCACHED_PREFIXES = ['/employee', '/admin', '/media/', '/_'];
// A page's own rule, set while it renders (pageCacheRule); read when it is stored, never sent.
const RULE_TABLES = 'x-page-cache-tables';
const RULE_UNTIL = 'x-page-cache-until';
// Headers that describe one answer rather than the page (they are recomputed or would be wrong when replayed).
const DROPPED_HEADERS = new Set([
  RULE_TABLES,
  RULE_UNTIL,
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

// --- data versions: what a page was rendered from (src/db/data-version.ts) -------------------------------
// Each table a page shows has a version the database raises by triggers, whichever process writes. An entry
// keeps the versions it was rendered from ('content', every page's, and any table it declared) and is dropped
// once one moved. They are read again after every write in this process (noteDataWrite) and otherwise at
// most every DATA_VERSIONS_READ_MS, so a script's write in another process shows within that.
export const DATA_VERSIONS_READ_MS = 250;
let readVersions: (() => ReadonlyMap<string, number>) | undefined;
let versions: ReadonlyMap<string, number> = new Map();
let versionsText = '';
let versionsReadAt = -Infinity;
let versionsStale = true;
// Moves when a read finds other versions: an entry checked at this epoch needs no check again.
let versionsEpoch = 0;
const checkedAt = new WeakMap<CachedPage, number>();

/** Where the data versions come from (src/middleware.ts: the database). Without it entries keep to their TTL. */
export function readDataVersionsFrom(read: (() => ReadonlyMap<string, number>) | undefined): void {
  readVersions = read;
  versionsStale = true;
}

/** A write in this process may have moved a version: the next lookup reads them again. */
export function noteDataWrite(): void {
  versionsStale = true;
}

/** The data versions now (read again when stale); pass them to setCachedPage for a render that starts now. */
export function dataVersionsNow(now = Date.now()): ReadonlyMap<string, number> {
  return currentVersions(now);
}

function currentVersions(now: number): ReadonlyMap<string, number> {
  if (!readVersions || (!versionsStale && now - versionsReadAt < DATA_VERSIONS_READ_MS)) return versions;
  const read = readVersions();
  versionsStale = false;
  versionsReadAt = now;
  const text = [...read].join(';');
  if (text !== versionsText) {
    versions = read;
    versionsText = text;
    versionsEpoch += 1;
  }
  return versions;
}

const versionsOf = (tables: readonly string[], from: ReadonlyMap<string, number>) => tables.map((t) => from.get(t) ?? 0).join(',');

function rendersCurrentData(entry: CachedPage, now: number): boolean {
  const current = currentVersions(now);
  if (checkedAt.get(entry) === versionsEpoch) return true;
  if (versionsOf(entry.dependsOn, current) !== entry.versions) return false;
  checkedAt.set(entry, versionsEpoch);
  return true;
}

/**
 * A page's own cache rule, set while it renders (on `Astro.response`): the tables it reads beyond the content
 * every page reads (the booking calendar's appointments), and the moment it changes by time alone.
 */
export function pageCacheRule(response: { headers: Headers }, rule: { tables?: readonly string[]; until?: Date }): void {
  if (rule.tables?.length) response.headers.set(RULE_TABLES, rule.tables.join(','));
  if (rule.until) response.headers.set(RULE_UNTIL, String(rule.until.getTime()));
}

/** Counter bumped by every invalidation; pass the value read before rendering to `setCachedPage`. */
export function pageCacheGeneration(): number {
  return generation;
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now >= entry.expiresAt || !rendersCurrentData(entry, now)) {
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
type StoreOptions = {
  /** pageCacheGeneration() read before the render: nothing is stored if the cache was invalidated since. */
  generation?: number;
  status?: number;
  now?: number;
  /** The data versions read before the render (dataVersionsNow()): the entry is dropped once they move. */
  versions?: ReadonlyMap<string, number>;
};

export function setCachedPage(key: string, html: string | Uint8Array, headers: HeadersInit = {}, options: StoreOptions = {}): boolean {
  return storePage(key, html, headers, options) !== undefined;
}

/** setCachedPage, returning the entry made (undefined when nothing was stored). */
function storePage(key: string, html: string | Uint8Array, headers: HeadersInit, options: StoreOptions): CachedPage | undefined {
  if (options.generation !== undefined && options.generation !== generation) return undefined;
  const body = typeof html === 'string' ? new TextEncoder().encode(html) : html;
  if (body.byteLength > PAGE_CACHE_LIMITS.maxBytes / 8) return undefined;
  const kept: [string, string][] = [];
  const all = new Headers(headers);
  all.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) kept.push([name, value]);
  });
  const storedAt = options.now ?? Date.now();
  const until = Number(all.get(RULE_UNTIL) ?? Infinity);
  const dependsOn = ['content', ...(all.get(RULE_TABLES)?.split(',').filter(Boolean) ?? [])];
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const entry: CachedPage = {
    key,
    body,
    status: options.status ?? 200,
    headers: kept,
    etag,
    compressible: body.byteLength >= COMPRESS_FROM_BYTES,
    cacheControl: PUBLIC_PAGE_CACHE_CONTROL,
    storedAt,
    expiresAt: Math.min(storedAt + PAGE_CACHE_LIMITS.ttlMs, Number.isNaN(until) ? storedAt : until),
    dependsOn,
    versions: versionsOf(dependsOn, options.versions ?? currentVersions(storedAt)),
  };
  if (body.byteLength >= COMPRESS_FROM_BYTES) {
    // Quality 5: as small as 6 for these pages (within 1 %) at half the time, paid by the request that stores
    // the page. Nearly every browser takes brotli, so gzip waits until someone asks for it.
    entry.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  }
  keep(entry);
  return entry;
}

function keep(entry: CachedPage): void {
  remove(entry.key);
  entries.set(entry.key, entry);
  totalBytes += sizeOf(entry);
  stats.stores += 1;
  while (entries.size > PAGE_CACHE_LIMITS.maxEntries || totalBytes > PAGE_CACHE_LIMITS.maxBytes) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    remove(oldest);
  }
}

/** The bytes to send for an encoding this entry offers (gzip is made on first use and kept). */
export function encodedBody(entry: CachedPage, encoding: 'br' | 'gzip' | 'identity'): Uint8Array {
  if (encoding === 'identity' || !entry.compressible) return entry.body;
  if (encoding === 'gzip' && !entry.gzip) {
    entry.gzip = gzipSync(entry.body, { level: 6 });
    // Counted toward the size limit only while the entry is still cached (a replay may outlive its eviction).
    if (entries.get(entry.key) === entry) totalBytes += entry.gzip.byteLength;
  }
  return entry[encoding]!;
}

/** Drops every cached page. Call after every successful write. */
export function invalidatePageCache(): void {
  entries.clear();
  totalBytes = 0;
  generation += 1;
  stats.invalidations += 1;
}

/**
 * Drops only the cached pages at these paths and below them (`/journal` drops `/journal`, `/journal?page=2` and
 * `/journal/a-post`; `/` drops only the home page and its queries). For writes whose pages are known: publishing
 * the FAQ keeps /inventory cached. The generation still moves on, so no render that started before the write
 * can store an old copy of an affected page (an unaffected one is merely rendered again next time).
 */
export function invalidatePagePaths(paths: readonly string[]): void {
  const affected = (key: string) => {
    const path = key.split('?')[0]!;
    return paths.some((p) => path === p || (p !== '/' && path.startsWith(p.endsWith('/') ? p : `${p}/`)));
  };
  for (const key of [...entries.keys()]) if (affected(key)) remove(key);
  generation += 1;
  stats.partialInvalidations += 1;
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
 * fresh: not a GET, a staff or API path, credentials, or one of `renderCookies`
 * (by default the staff session cookie). Other cookies change nothing the
 * server renders on a public page, so they do not split the cache.
 */
export function pageCacheKey(request: Request, options: { renderCookies?: readonly string[] } = {}): string | null {
  if (request.method !== 'GET') return null;
  return keyFor(new URL(request.url), request.headers.get('cookie'), request.headers.has('authorization'), options.renderCookies);
}

function keyFor(
  url: URL,
  cookie: string | null | undefined,
  hasAuthorization: boolean,
  renderCookies = RENDER_FRESH_COOKIES,
): string | null {
  if (isApiPath(url.pathname) || UNCACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (hasAuthorization) return null;
  if (cookie && renderCookies.length) {
    for (const pair of cookie.split(';')) {
      const name = pair.slice(0, pair.includes('=') ? pair.indexOf('=') : undefined).trim();
      if (renderCookies.includes(name)) return null;
    }
  }
  if (!url.search) return url.pathname;
  const params = [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Whether an If-None-Match header names this entry (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * The hit path for the HTTP server (src/server/http/serve.ts), before Astro: a GET that the cache can answer, with the encoding
 * to send and whether the client's copy is current (304). Misses return undefined and go to Astro.
 */
export function lookupForServer(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): ServerLookup | undefined {
  if (method !== 'GET' || !rawUrl || entries.size === 0) return undefined;
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://cache.invalid');
  } catch {
    return undefined;
  }
  const cookie = headers.cookie;
  const key = keyFor(url, Array.isArray(cookie) ? cookie.join('; ') : cookie, headers.authorization !== undefined);
  if (key === null) return undefined;
  const entry = getCachedPage(key);
  if (!entry) return undefined;
  stats.hits += 1;
  const acceptEncoding = headers['accept-encoding'];
  const encoding = entry.compressible
    ? pickEncoding(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? null))
    : 'identity';
  const inm = headers['if-none-match'];
  return {
    entry,
    encoding,
    body: encodedBody(entry, encoding),
    notModified: matchesEtag(Array.isArray(inm) ? inm.join(',') : inm, entry.etag),
  };
}

registerPageCache({ lookupForServer });

/** Whether a rendered answer may be replayed to other anonymous visitors. */
export function isStorablePage(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return false;
  if (response.headers.has('set-cookie')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(no-store|private)\b/.test(cacheControl)) return false;
  return true;
}

// One negotiation for the server script and the page cache; re-exported for the page's other answers.
export { pickEncoding };

function replay(entry: CachedPage, request: Request, state: 'hit' | 'miss'): Response {
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', state);
  headers.set('etag', entry.etag);
  headers.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  if (entry.compressible) headers.append('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers.get('if-none-match'), entry.etag)) {
    // Same headers as the 200 (a cache updates its stored copy's headers from a 304, CSP included), no body.
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  const encoding = entry.compressible ? pickEncoding(request.headers.get('accept-encoding')) : 'identity';
  const body = encodedBody(entry, encoding);
  if (encoding !== 'identity') headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  // The entry's own bytes: a page Response's body is read, never changed (page-bytes.ts).
  return pageResponse(body as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
}

/**
 * Middleware-friendly wrapper: answers from the cache when it can, otherwise
 * renders, stores what may be stored, and answers. In src/middleware.ts:
 *   `const pageCache = defineMiddleware(({ request }, next) => respondWithPageCache(request, next));`
 */
export async function respondWithPageCache(
  request: Request,
  render: () => Promise<Response>,
  options: { renderCookies?: readonly string[] } = {},
): Promise<Response> {
  const key = pageCacheKey(request, options);
  if (key === null) return withoutRule(await render());
  const cached = getCachedPage(key);
  if (cached) {
    stats.hits += 1;
    return replay(cached, request, 'hit');
  }
  stats.misses += 1;
  const startedAt = generation;
  const versionsAtStart = currentVersions(Date.now());
  const response = await render();
  if (!isStorablePage(response)) return withoutRule(response);
  const body = await pageBody(response);
  const entry = storePage(key, body, response.headers, { generation: startedAt, status: response.status, versions: versionsAtStart });
  if (entry) return replay(entry, request, 'miss');
  const headers = new Headers(response.headers);
  for (const name of [RULE_TABLES, RULE_UNTIL]) headers.delete(name);
  headers.set('x-page-cache', 'bypass');
  return pageResponse(body, { status: response.status, headers });
}

/** An answer that is not stored does not carry a page's cache rule out (a staff render, a page with a cookie). */
function withoutRule(response: Response): Response {
  if (!response.headers.has(RULE_TABLES) && !response.headers.has(RULE_UNTIL)) return response;
  try {
    response.headers.delete(RULE_TABLES);
    response.headers.delete(RULE_UNTIL);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.delete(RULE_TABLES);
    copy.headers.delete(RULE_UNTIL);
    return copy;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Call with every answer and what its write changes (the endpoint's contract, `invalidates`; 'everything' for
 * an API write whose contract says nothing): after a successful write, drops the pages it changed. In
 * src/middleware.ts: `const res = await next(); invalidateAfterWrite(request, res, locals.cacheEffect ?? …);`
 */
export function invalidateAfterWrite(request: Request, response: Response, effect: ResolvedCacheEffect | 'everything'): void {
  if (!WRITE_METHODS.has(request.method)) return;
  // Whatever it declares, a write may have moved a table's version (a page's form post too): read them again.
  noteDataWrite();
  if (effect === 'nothing' || response.status < 200 || response.status >= 300) return;
  // Tables: the entries rendered from them are dropped when the versions are read (rendersCurrentData).
  if (effect === 'everything') invalidatePageCache();
  else if ('paths' in effect) invalidatePagePaths(effect.paths);
}
