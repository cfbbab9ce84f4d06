// @ts-check
// How the HTTP server (serve.mjs, run by Node as it is) reaches the page cache that lives inside
// Astro's server bundle. The bundle holds its own copy of this module, so the two copies meet on
// one well-known global; this file is the only place that knows it, and both sides see its types.

const KEY = Symbol.for('atelier.page-cache');

/**
 * @typedef {import('#src/server/page-cache').ServerLookup} PageCacheHit
 * @typedef {{
 *   lookupForServer(method: string | undefined, rawUrl: string | undefined, headers: import('node:http').IncomingHttpHeaders): PageCacheHit | undefined
 * }} PageCachePort
 */

/** Called once by the page cache when Astro's bundle loads. @param {PageCachePort} port */
export function registerPageCache(port) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[KEY] = port;
}

/** The page cache, once Astro's bundle has loaded (before that, every request goes to Astro). */
export function pageCachePort() {
  return /** @type {PageCachePort | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[KEY]);
}
