import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

// What a public page's islands download while it loads (those hydrating on load or idle, and every
// script they import), read from the built site: one React runtime shared by all of them, a few
// files, and the budget of issue 11 (<= 90 KB of JavaScript, gzip bodies). Lighthouse's own count
// (brotli bodies plus headers) is measured by `npm run bench:web`.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** The body as sent to a client that takes gzip only (encoded bytes), and decoded. */
function getGzip(path: string): Promise<{ wire: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.url + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', async () => {
          const body = Buffer.concat(chunks);
          const { gunzipSync } = await import('node:zlib');
          resolve({ wire: body.byteLength, text: (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

/** Every script loaded for the islands hydrating at load, following static imports. */
async function scriptsAtLoad(page: string) {
  const html = (await getGzip(page)).text;
  const queue: string[] = [];
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/\bclient="(?:load|idle)"/.test(island)) continue;
    for (const [, url] of island.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)) queue.push(url);
  }
  const files = new Map<string, { wire: number; text: string }>();
  while (queue.length) {
    const url = queue.shift()!;
    if (files.has(url)) continue;
    const file = await getGzip(url);
    files.set(url, file);
    for (const [, next] of file.text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g))
      queue.push(new URL(next, `http://x${url}`).pathname);
  }
  return files;
}

describe('JavaScript a public page loads', () => {
  it.each([
    '/',
    '/inventory',
    'a vehicle page',
    '/gallery',
    '/contact',
    '/journal',
    '/journal/what-to-check-before-buying-a-used-exotic',
    '/account',
    '/compare',
    '/compare?ids=:two',
  ])('%s: one React runtime, at most 8 files, at most 90 KB gzip', async (which) => {
    let page = which;
    if (which === 'a vehicle page') page = /href="(\/inventory\/\d+)"/.exec((await getGzip('/inventory')).text)![1];
    // /compare with two cars: the page as a shopper opens it from My garage.
    if (which === '/compare?ids=:two')
      page = `/compare?ids=${[...new Set([...(await getGzip('/inventory')).text.matchAll(/href="\/inventory\/(\d+)"/g)].map((m) => m[1]))].slice(0, 2).join(',')}`;
    const files = await scriptsAtLoad(page);
    expect(files.size, 'the consent banner hydrates on every public page').toBeGreaterThan(0);
    // React's and ReactDOM's internals are named in React, in ReactDOM and in the renderer: all in one file.
    const react = [...files.keys()].filter((url) =>
      /__(?:CLIENT|DOM)_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/.test(files.get(url)!.text),
    );
    expect(react, 'React and ReactDOM, once, in one file').toHaveLength(1);
    expect([...files.keys()].length, [...files.keys()].join(' ')).toBeLessThanOrEqual(8);
    const kb = [...files.values()].reduce((n, f) => n + f.wire, 0) / 1024;
    expect(kb).toBeLessThanOrEqual(90);
  });
});
