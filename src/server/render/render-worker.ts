// Renders of public pages past the page cache, on a second thread.
//
// Why: a render past the cache (a member of staff on the public site, a query nobody asked for yet) costs
// 2.5–3.5 ms of CPU, nearly all of it on one thread, while the machine has two cores. A worker thread
// with its own copy of Astro's bundle renders the GETs of public pages; this thread keeps everything else
// (HTTP, TLS, the page cache and its hits, compression of other answers, the API, the staff screens, every
// write, the background jobs). The two share the work: a page goes to whichever has fewer pages in hand,
// this thread on a tie. A page alone, the usual case outside a rush, is rendered where its request arrived:
// sending it to the worker and its answer back costs CPU and a hop each way in its latency (one request at a
// time, all threads: /inventory 2.89 ms rendered here against 3.33 ms through the worker). Under load the two
// threads alternate either way.
//
// What stays right across the two threads:
// - The page cache lives here. The worker's renders hand it what they would store, with the generation
//   they began at; it is kept only if no invalidation came since (page-cache.ts adoptPage). Every
//   invalidation here is sent to the worker before any later request, so it renders on from fresh data.
// - What the worker keeps from the database keys on the content version (versioned caches, site
//   settings), which any connection's write moves.
// - A worker that fails or exits takes nothing with it: the pages it had in hand are rendered here, and
//   it is started again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageCachePort } from './page-cache-port';
import type { FromWorker, RenderAnswer, ToWorker } from './render-messages';

type Pending = { req: IncomingMessage; res: ServerResponse };
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// The worker takes the GETs of pages and nothing else. This thread keeps the API and the staff screens
// (sessions, writes, personal data), media, Astro's internal routes, released documents (a link that opens
// once), and every file-like address (the feeds, whose Last-Modified remembers what this thread sent, the
// sitemap, robots.txt, spec sheets): a dot in the last segment. A page's GET writes nothing a page shows, so no
// invalidation ever starts in the worker; they all start here and are passed on.
const SERVER_THREAD_ONLY = /^\/(?:api|employee|admin|documents)(?:[/?#]|$)|^\/(?:media\/|_)|^[^?#]*\/[^/?#]*\.[^/?#]*(?:[?#]|$)/;
// A worker that exits is started again after a second; one that cannot even start (it exits before it is ready)
// waits twice as long each time, up to a minute, rather than loading Astro's bundle every second for nothing.
const RESTART_AFTER_MS = 1000;
const RESTART_AT_MOST_MS = 60_000;

export type RenderWorker = {
  /** Renders the request, here or in the worker; false when it is not one the worker may take. */
  render(req: IncomingMessage, res: ServerResponse): boolean;
  stop(): Promise<void>;
};

export function startRenderWorker(dist: string, cache: PageCachePort, renderHere: Handler): RenderWorker {
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let ready = false;
  let failedStarts = 0;
  let stopping = false;
  let nextId = 1;
  let inHandHere = 0;

  const send = (message: ToWorker) => worker?.postMessage(message);

  function spawn(): void {
    ready = false;
    const thread = new Worker(path.join(dist, 'render-worker.mjs'), {
      name: 'render',
      workerData: { dist, generation: cache.pageCacheGeneration() },
    });
    worker = thread;
    thread.on('message', (message: FromWorker) => {
      if (message.type === 'answer') answer(message);
      else if (message.type === 'store') cache.adoptPage(message.entry, message.generation);
      else {
        ready = true;
        failedStarts = 0;
      }
    });
    thread.on('error', (error) => console.error('render worker failed:', error));
    thread.on('exit', (code) => {
      if (worker !== thread) return;
      worker = undefined;
      if (!ready) failedStarts += 1;
      ready = false;
      // Nothing is lost: what the worker had in hand is rendered here (GETs, nothing was answered yet).
      for (const [id, { req, res }] of pending) {
        pending.delete(id);
        if (!res.headersSent && !res.destroyed) renderHere(req, res);
      }
      if (!stopping) {
        const delay = Math.min(RESTART_AT_MOST_MS, RESTART_AFTER_MS * 2 ** failedStarts);
        console.error(`render worker exited (code ${code}); pages render on the server thread, a new worker starts in ${delay / 1000} s`);
        setTimeout(() => !stopping && spawn(), delay).unref();
      }
    });
  }

  function answer(message: RenderAnswer): void {
    const held = pending.get(message.id);
    pending.delete(message.id);
    if (!held) return;
    const { res } = held;
    if (res.destroyed || res.writableEnded) return;
    if (message.failed) {
      res.destroy();
      return;
    }
    // HTTP/2 has no reason phrase (Node warns when one is set).
    if (message.statusMessage && held.req.httpVersionMajor < 2) res.statusMessage = message.statusMessage;
    res.writeHead(message.status, message.headers);
    const body = message.body;
    res.end(body ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : undefined);
  }

  cache.onPageCacheInvalidation((paths, generation) => send({ type: 'invalidate', paths, generation }));
  spawn();

  return {
    render(req, res) {
      if (req.method !== 'GET' || SERVER_THREAD_ONLY.test(req.url ?? '/')) return false;
      if (!ready || !worker || pending.size >= inHandHere) {
        inHandHere += 1;
        res.once('close', () => (inHandHere -= 1));
        renderHere(req, res);
        return true;
      }
      const id = nextId++;
      pending.set(id, { req, res });
      const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
      send({
        type: 'render',
        id,
        method: req.method,
        url: req.url ?? '/',
        headers: req.headers,
        remoteAddress: socket.remoteAddress,
        encrypted: Boolean(socket.encrypted),
      });
      return true;
    },
    async stop() {
      stopping = true;
      await worker?.terminate();
    },
  };
}
