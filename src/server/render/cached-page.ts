// The page cache's entry and its answer to the HTTP server, apart from both so that the page cache
// (page-cache.ts) and the port the HTTP server reaches it through (page-cache-port.ts) share them
// without importing each other.

export type CachedPage = {
  /** The cache key it is stored under (to tell whether it is still in the cache). */
  key: string;
  body: Uint8Array;
  /** Compressed once when stored: a hit costs no compression (serve.ts leaves encoded answers alone). */
  br?: Uint8Array;
  gzip?: Uint8Array;
  /** Big enough to compress: br is made when stored, gzip on the first request that needs it (see encodedBody). */
  compressible: boolean;
  status: number;
  headers: [string, string][];
  /** Weak: one validator for every encoding of the same page. */
  etag: string;
  cacheControl: string;
  storedAt: number;
  /** When the page changes by time alone (a hold running out, a slot passing): it is not served from then on. */
  expiresAt: number;
  /** The data versions it was rendered from ('content', and the tables it declared; see `pageCacheRule`). */
  dependsOn: readonly string[];
  versions: string;
};

/** A hit for the HTTP server: the entry, the encoding to send and its bytes, and whether the client's copy is current (304). */
export type ServerLookup = { entry: CachedPage; encoding: 'br' | 'gzip' | 'identity'; body: Uint8Array; notModified: boolean };
