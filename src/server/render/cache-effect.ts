/**
 * What a successful write changes for cached pages, as an endpoint's contract declares it (`invalidates`) and
 * the page cache applies it (page-cache.ts `invalidateAfterWrite`). docs/caches.md has the whole model.
 *
 * - `'nothing'`: no cached page shows what the write stores (a sign-in, a visitor's lead, a draft).
 * - `{ tables }`: the tables it writes that pages read; the pages that depend on them are dropped.
 * - `{ paths }`: these pages and those below them (`/journal` drops `/journal/a-post`); a function of the
 *   endpoint's path params when they name the pages (a site block's own pages).
 */
export type CacheEffect<P = never> =
  'nothing' | { tables: readonly string[] } | { paths: readonly string[] | ((params: P) => readonly string[]) };

/** A cache effect resolved for one request (the paths known). */
export type ResolvedCacheEffect = 'nothing' | { tables: readonly string[] } | { paths: readonly string[] };
