import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CachedPage } from '#src/server/render/page-cache';
import type { PageCachePort } from './page-cache-port';
import { startRenderWorker, type RenderWorker } from './render-worker';

// A stand-in for dist/render-worker.mjs: it speaks the same messages (render-messages.ts) without Astro. It
// answers a render with what it was asked and the last invalidation it heard, after DELAY ms; with EXIT_ONCE it
// exits on its first render (once: a marker file remembers), as a crash would.
const FAKE_WORKER = `
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
const dir = new URL('.', import.meta.url).pathname;
const options = JSON.parse(fs.readFileSync(dir + 'options.json', 'utf8'));
if (options.neverReady) process.exit(3);
let heard = 'none';
parentPort.on('message', (message) => {
  if (message.type === 'invalidate') { heard = JSON.stringify([message.paths, message.generation]); return; }
  if (options.exitOnce && !fs.existsSync(dir + 'exited')) { fs.writeFileSync(dir + 'exited', message.url); process.exit(1); }
  setTimeout(() => {
    const entry = { key: message.url, body: new TextEncoder().encode('kept'), compressible: false, status: 200, headers: [], etag: 'W/"x"', cacheControl: 'public', storedAt: Date.now() };
    parentPort.postMessage({ type: 'store', entry, generation: workerData.generation });
    const body = new TextEncoder().encode('worker ' + message.method + ' ' + message.url + ' from ' + message.remoteAddress + ' heard ' + heard);
    parentPort.postMessage({ type: 'answer', id: message.id, status: 200, statusMessage: 'OK', headers: { 'content-type': 'text/plain', 'x-from': 'worker' }, body, failed: false });
  }, options.delay ?? 0);
});
parentPort.postMessage({ type: 'ready' });
`;

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

async function setUp(options: { delay?: number; exitOnce?: boolean; neverReady?: boolean } = {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'render-worker-test-'));
  fs.writeFileSync(path.join(dist, 'render-worker.mjs'), FAKE_WORKER);
  fs.writeFileSync(path.join(dist, 'options.json'), JSON.stringify(options));
  let invalidate: (paths: readonly string[] | null, generation: number) => void = () => {};
  const adopted: [CachedPage, number][] = [];
  const cache = {
    pageCacheGeneration: () => 7,
    adoptPage: (entry: CachedPage, generation: number) => adopted.push([entry, generation]) > 0,
    onPageCacheInvalidation: (listener: typeof invalidate) => {
      invalidate = listener;
      return () => {};
    },
  } as unknown as PageCachePort;
  // A page under /held/ stays in hand here until the test lets it go: this thread is then busy with a page.
  const held = new Map<string, () => void>();
  const renderHere = vi.fn((req: IncomingMessage, res: ServerResponse) => {
    const answer = () => {
      res.writeHead(200, { 'content-type': 'text/plain', 'x-from': 'here' });
      res.end(`here ${req.url}`);
    };
    if (req.url?.startsWith('/held/')) held.set(req.url, answer);
    else answer();
  });
  const worker: RenderWorker = startRenderWorker(dist, cache, renderHere);
  const server = http.createServer((req, res) => worker.render(req, res) || res.end('not a page'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(async () => {
    await worker.stop();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = async (url: string) => {
    const res = await fetch(base + url);
    return { from: res.headers.get('x-from'), text: await res.text() };
  };
  let heldPages = 0;
  /** Gives this thread a page to hold in hand, until the returned function lets it go. */
  const busyHere = async () => {
    const url = `/held/${++heldPages}`;
    const answered = get(url);
    await vi.waitFor(() => expect(held.has(url)).toBe(true), { timeout: 5000, interval: 5 });
    return async () => {
      held.get(url)!();
      held.delete(url);
      expect(await answered).toEqual({ from: 'here', text: `here ${url}` });
    };
  };
  /** Until the worker has answered a page (it starts in the background), this thread being busy meanwhile. */
  const untilWorkerAnswers = async () => {
    const release = await busyHere();
    try {
      for (let i = 0; i < 100; i++) {
        if ((await get('/warm-up')).from === 'worker') return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the worker never answered');
    } finally {
      await release();
    }
  };
  return {
    dist,
    get,
    adopted,
    renderHere,
    busyHere,
    untilWorkerAnswers,
    invalidate: (paths: readonly string[] | null, g: number) => invalidate(paths, g),
  };
}

describe('the render worker, seen from the server thread', () => {
  it('renders a page alone here, where its request arrived, without a hop to the worker and back', async () => {
    const t = await setUp();
    await t.untilWorkerAnswers();
    expect(await t.get('/inventory?page=2')).toEqual({ from: 'here', text: 'here /inventory?page=2' });
  });

  it("sends a public page's GET to the worker while this thread has one in hand, answers with its page and keeps what it stored", async () => {
    const t = await setUp();
    await t.untilWorkerAnswers();
    const release = await t.busyHere();
    expect(await t.get('/inventory?page=2')).toEqual({ from: 'worker', text: 'worker GET /inventory?page=2 from 127.0.0.1 heard none' });
    await release();
    expect(t.adopted.at(-1)?.[0].key).toBe('/inventory?page=2');
    // The generation the page cache had when the worker started (the fake worker reports that one).
    expect(t.adopted.at(-1)?.[1]).toBe(7);
  });

  it('keeps the API, the staff screens, media, Astro routes, documents and file-like addresses on the server thread', async () => {
    const t = await setUp();
    await t.untilWorkerAnswers();
    for (const url of [
      '/api/vehicles',
      '/employee/inventory',
      '/admin',
      '/media/a.webp',
      '/_server-islands/x',
      '/documents/download?t=x',
      '/feeds/google-vehicles.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/inventory/4/spec-sheet.pdf?v=2',
    ])
      expect((await t.get(url)).text).toBe('not a page');
  });

  it('passes every invalidation to the worker ahead of the next render', async () => {
    const t = await setUp();
    await t.untilWorkerAnswers();
    t.invalidate(['/journal'], 12);
    const release = await t.busyHere();
    expect((await t.get('/journal')).text).toBe('worker GET /journal from 127.0.0.1 heard [["/journal"],12]');
    await release();
  });

  it('renders a page here when the worker already has as many pages in hand as this thread', async () => {
    const t = await setUp({ delay: 300 });
    await t.untilWorkerAnswers();
    const release = await t.busyHere();
    const [first, second] = await Promise.all([t.get('/a'), new Promise((r) => setTimeout(r, 50)).then(() => t.get('/b'))]);
    expect(first.from).toBe('worker');
    expect(second).toEqual({ from: 'here', text: 'here /b' });
    await release();
  });

  it('loses no page when the worker exits: the page it had in hand is rendered here, and a new worker takes the next', async () => {
    const t = await setUp({ exitOnce: true });
    const answers = new Map<string, { from: string | null; text: string }>();
    const marker = path.join(t.dist, 'exited');
    const release = await t.busyHere();
    for (let i = 0; i < 100 && !fs.existsSync(marker); i++) {
      answers.set(`/page-${i}`, await t.get(`/page-${i}`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await release();
    // The worker took this page and exited without answering it: it was answered all the same, from here.
    const taken = fs.readFileSync(marker, 'utf8');
    expect(answers.get(taken)).toEqual({ from: 'here', text: `here ${taken}` });
    await t.untilWorkerAnswers();
    const busy = await t.busyHere();
    expect((await t.get('/after')).from).toBe('worker');
    await busy();
  });

  it('waits longer each time before starting again a worker that cannot start, and pages render here meanwhile', async () => {
    const said: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((message: string) => void said.push(message));
    try {
      const t = await setUp({ neverReady: true });
      expect(await t.get('/inventory')).toEqual({ from: 'here', text: 'here /inventory' });
      await vi.waitFor(() => expect(said.length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 50 });
      expect(said.slice(0, 2)).toEqual([
        'render worker exited (code 3); pages render on the server thread, a new worker starts in 2 s',
        'render worker exited (code 3); pages render on the server thread, a new worker starts in 4 s',
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});
