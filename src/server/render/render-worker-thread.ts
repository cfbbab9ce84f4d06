// The render worker's thread (bundled into dist/render-worker.mjs; started by render-worker.ts). It loads
// Astro's bundle as the server's thread does, opens its own connection to the database (the jobs stay on
// the server's thread: bootServer starts none in a worker) and renders the GETs of public pages it is sent.
//
// Astro's handler takes Node's request and response; it is given stand-ins with the members it uses: the
// request's method, address, headers and socket (client address, TLS), and a response that collects the
// answer and sends it back whole.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type * as AstroBoot from '#src/server/boot';
import { pageCachePort } from './page-cache-port';
import type { FromWorker, RenderRequest, ToWorker } from './render-messages';

const { dist, generation } = workerData as { dist: string; generation: number };
const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

type AstroEntry = { handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> };
const { handler } = (await import(pathToFileURL(path.join(dist, 'server/entry.mjs')).href)) as AstroEntry;
const boot = (await import(pathToFileURL(path.join(dist, 'server/boot.mjs')).href)) as typeof AstroBoot;
boot.bootServer();
const cache = pageCachePort();
if (!cache) throw new Error('render worker: the page cache did not register (dist/server/boot.mjs loads it)');
cache.followInvalidation(null, generation);
cache.forwardPageStores((entry, renderedAt) => post({ type: 'store', entry, generation: renderedAt }));

port.on('message', (message: ToWorker) => {
  if (message.type === 'invalidate') cache.followInvalidation(message.paths, message.generation);
  else void render(message);
});
post({ type: 'ready' });

class RequestSocket extends EventEmitter {
  readonly destroyed = false;
  constructor(
    readonly remoteAddress: string | undefined,
    readonly encrypted: boolean,
  ) {
    super();
  }
}

/** Collects what Astro writes, and posts it when the answer ends. */
class CollectedAnswer extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  private headers: OutgoingHttpHeaders = {};
  private chunks: Uint8Array[] = [];
  private ended = false;

  constructor(
    private readonly id: number,
    readonly req: EventEmitter,
  ) {
    super();
  }

  writeHead(status: number, reasonOrHeaders?: string | OutgoingHttpHeaders, maybeHeaders?: OutgoingHttpHeaders): this {
    this.statusCode = status;
    if (typeof reasonOrHeaders === 'string') this.statusMessage = reasonOrHeaders;
    const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.headers[name.toLowerCase()] = value;
    this.headersSent = true;
    return this;
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.headers[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
    return this;
  }

  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }

  write(chunk: Uint8Array | string, callback?: () => void): boolean {
    if (!this.ended) this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    callback?.();
    return true;
  }

  end(chunk?: Uint8Array | string | (() => void), callback?: () => void): this {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (chunk !== undefined) this.write(chunk);
    if (!this.ended) {
      this.ended = true;
      const body = this.chunks.length === 0 ? null : this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
      // Structured clone copies the bytes: the page cache's own bytes (a miss replayed) stay as they are.
      post({
        type: 'answer',
        id: this.id,
        status: this.statusCode,
        statusMessage: this.statusMessage,
        headers: this.headers,
        body,
        failed: false,
      });
      this.emit('finish');
      this.emit('close');
    }
    callback?.();
    return this;
  }

  /** Astro gives up mid-answer (an error while reading the body): the server's thread closes the connection. */
  destroy(): this {
    if (!this.ended) {
      this.ended = true;
      post({ type: 'answer', id: this.id, status: 500, statusMessage: '', headers: {}, body: null, failed: true });
      this.emit('close');
    }
    return this;
  }
}

async function render(message: RenderRequest): Promise<void> {
  const req = Object.assign(new EventEmitter(), {
    method: message.method,
    url: message.url,
    headers: message.headers,
    httpVersionMajor: 1,
    complete: true,
    socket: new RequestSocket(message.remoteAddress, message.encrypted),
  });
  const res = new CollectedAnswer(message.id, req);
  try {
    await handler(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  } catch (error) {
    console.error(`render worker: ${message.method} ${message.url} failed`, error);
    res.destroy();
  }
}
