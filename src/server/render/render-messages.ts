// What the HTTP server's thread and the render worker (render-worker.ts, render-worker-thread.ts) say to
// each other. Everything here crosses postMessage, so it is plain data (structured clone).
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { CachedPage } from '#src/server/render/page-cache';

/** A GET of a public page the cache did not answer: what Astro reads of Node's request. */
export type RenderRequest = {
  type: 'render';
  id: number;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
  encrypted: boolean;
};

/** The server's thread moved the page cache's generation: the worker follows (page-cache.ts followInvalidation). */
export type InvalidateMessage = { type: 'invalidate'; paths: readonly string[] | null; generation: number };

export type ToWorker = RenderRequest | InvalidateMessage;

/** Astro's answer, whole: pages are rendered in one piece (no streaming), so nothing is gained by chunks. */
export type RenderAnswer = {
  type: 'answer';
  id: number;
  status: number;
  statusMessage: string;
  headers: OutgoingHttpHeaders;
  body: Uint8Array | null;
  /** Astro gave up mid-answer: the connection is closed, as it would have been on the server's thread. */
  failed: boolean;
};

/** A page the worker's render would have stored in the page cache, and the generation the render began at. */
export type StoreMessage = { type: 'store'; entry: CachedPage; generation: number };

/** The worker has loaded Astro's bundle and opened the database: requests may come. */
export type ReadyMessage = { type: 'ready' };

export type FromWorker = RenderAnswer | StoreMessage | ReadyMessage;
