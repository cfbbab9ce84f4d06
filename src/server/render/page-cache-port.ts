// How the HTTP server (serve.ts, bundled on its own into dist/serve.mjs) reaches the page cache that
// lives inside Astro's server bundle. They are two bundles: each holds its own copy of this module, so
// the two copies meet on one well-known global. This file is the only place that knows it.
import type { IncomingHttpHeaders } from 'node:http';
import type { ServerLookup } from './cached-page';

const KEY: unique symbol = Symbol.for('atelier.page-cache');

export type PageCacheHit = ServerLookup;

export type PageCachePort = {
  lookupForServer(method: string | undefined, rawUrl: string | undefined, headers: IncomingHttpHeaders): PageCacheHit | undefined;
};

// The global object with the one slot this module uses.
const slot = globalThis as typeof globalThis & { [KEY]?: PageCachePort };

/** Called once by the page cache when Astro's bundle loads it. */
export function registerPageCache(port: PageCachePort): void {
  slot[KEY] = port;
}

/** The page cache, once Astro's bundle has loaded it (before that, every request goes to Astro). */
export function pageCachePort(): PageCachePort | undefined {
  return slot[KEY];
}
