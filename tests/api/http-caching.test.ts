import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

// What a browser or a CDN in front of the site may keep, and what it must never keep.
const root = path.resolve(import.meta.dirname, '../..');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' });

describe('public pages', () => {
  it.each(['/', '/inventory', '/about'])(
    '%s carries a CDN policy and an ETag, and answers 304 to a matching If-None-Match',
    async (path) => {
      await get(path);
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('x-page-cache')).toBe('hit');
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      const etag = page.headers.get('etag')!;
      expect(etag).toMatch(/^W\/".+"$/);

      const revalidated = await get(path, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      // A cache replaces its stored headers with a 304's: the page's own policy must come back unchanged.
      expect(revalidated.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));

      expect((await get(path, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
    },
  );

  it('renders the same page whatever consent and personalisation cookies the visitor has', async () => {
    // A session cookie forces a fresh render each time; the other cookies must not change a byte of it,
    // or one cached copy could not serve every visitor.
    const visitor =
      'cookie_consent=%7B%22necessary%22%3Atrue%2C%22analytics%22%3Atrue%2C%22marketing%22%3Atrue%2C%22personalization%22%3Atrue%7D;' +
      ' ab_variant=%7B%22variant%22%3A%22B%22%2C%22conversions%22%3A0%7D; recently_viewed=%5B1%2C2%2C3%5D;' +
      ' filter_preferences=%7B%22category%22%3A%22sports-cars%22%7D; visit_count=4';
    const sqlite = server.sqlite();
    const { id } = sqlite.prepare("select id from vehicles where status = 'available' order by id limit 1").get() as { id: number };
    for (const path of ['/', '/inventory', `/inventory/${id}`, '/gallery', '/contact']) {
      const plain = await (await get(path, { cookie: 'session=none' })).text();
      const personal = await (await get(path, { cookie: `session=none; ${visitor}` })).text();
      expect(personal, path).toBe(plain);
    }
  });
});

describe('what must never be stored', () => {
  it.each(['/admin/login', '/employee/login', '/admin', '/employee/inquiries', '/api/auth/me', '/api/nope', '/api/inquiries'])(
    '%s is no-store',
    async (path) => {
      const res = await get(path);
      expect(res.headers.get('cache-control'), `${path} answered ${res.status}`).toContain('no-store');
    },
  );

  it('an unknown page (404) is not cached by anyone', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('hashed assets', () => {
  it('are immutable for a year', async () => {
    const html = await (await get('/')).text();
    const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('are sent compressed once at build time: brotli when accepted, else gzip, else as built', async () => {
    const html = await (await get('/')).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"|component-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.slice(1).find(Boolean);
    expect(asset, 'the home page names a built script').toBeDefined();
    const file = path.join(root, 'dist/client', asset!);
    const built = fs.readFileSync(file);
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(server.url + asset, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(zlib.brotliDecompressSync(br.body).equals(built)).toBe(true);
    // Brotli at its best quality, not the quick one pages missing the cache get.
    expect(br.body.byteLength).toBeLessThanOrEqual(
      zlib.brotliCompressSync(built, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).byteLength,
    );
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(built)).toBe(true);
    const identity = await raw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(built)).toBe(true);
  });
});
