import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PAGE_CACHE_LIMITS,
  getCachedPage,
  invalidateAfterWrite,
  invalidatePageCache,
  lookupForServer,
  matchesEtag,
  isStorablePage,
  pageCacheGeneration,
  pageCacheKey,
  pageCacheStats,
  pickEncoding,
  respondWithPageCache,
  encodedBody,
  setCachedPage,
  noteDataWrite,
  pageCacheRule,
  readDataVersionsFrom,
} from './page-cache';

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });
const text = (entry: { body: Uint8Array } | undefined) => (entry ? new TextDecoder().decode(entry.body) : undefined);

beforeEach(() => invalidatePageCache());

describe('pageCacheKey', () => {
  it.each([
    ['/', '/'],
    ['/inventory', '/inventory'],
    ['/inventory?sort=price-desc&category=sports-cars', '/inventory?category=sports-cars&sort=price-desc'],
    ['/inventory?category=sports-cars&sort=price-desc', '/inventory?category=sports-cars&sort=price-desc'],
    ['/inventory/12', '/inventory/12'],
  ])('keys an anonymous GET of %s as %s (query order does not matter)', (path, key) => {
    expect(pageCacheKey(get(path))).toBe(key);
  });

  it.each(['/api/vehicles', '/employee', '/employee/inventory', '/admin', '/admin/login', '/_astro/x.js', '/media/ab12-480.webp'])(
    'never caches %s',
    (path) => {
      expect(pageCacheKey(get(path))).toBeNull();
    },
  );

  it('skips writes, HEAD, credentials and a signed-in staff member', () => {
    expect(pageCacheKey(new Request('http://localhost/', { method: 'POST' }))).toBeNull();
    expect(pageCacheKey(new Request('http://localhost/', { method: 'HEAD' }))).toBeNull();
    expect(pageCacheKey(get('/', { cookie: 'session=abc' }))).toBeNull();
    expect(pageCacheKey(get('/', { cookie: 'cookie_consent=x; __Host-session=abc' }))).toBeNull();
    expect(pageCacheKey(get('/', { authorization: 'Bearer x' }))).toBeNull();
  });

  it('serves visitors with consent and personalisation cookies from the same entry', () => {
    expect(pageCacheKey(get('/inventory', { cookie: 'cookie_consent=%7B%7D; recently_viewed=%5B1%5D; ab_variant=x' }))).toBe('/inventory');
    expect(pageCacheKey(get('/', { cookie: 'sessionish=1' }))).toBe('/');
    expect(pageCacheKey(get('/', { cookie: 'ab=1; x=2' }), { renderCookies: ['x'] })).toBeNull();
  });
});

describe('ETags and conditional requests', () => {
  it('gives each stored page a weak ETag that changes with its bytes', () => {
    setCachedPage('/a', '<p>one</p>');
    setCachedPage('/b', '<p>two</p>');
    const a = getCachedPage('/a')!.etag;
    expect(a).toMatch(/^W\/"[\w-]+"$/);
    expect(getCachedPage('/b')!.etag).not.toBe(a);
    setCachedPage('/c', '<p>one</p>');
    expect(getCachedPage('/c')!.etag).toBe(a);
  });

  it.each([
    ['the same tag', (t: string) => t, true],
    ['the strong form of a weak tag', (t: string) => t.slice(2), true],
    ['a list holding it', (t: string) => `"zzz", ${t}`, true],
    ['*', () => '*', true],
    ['another tag', () => 'W/"other"', false],
    ['nothing', () => '', false],
  ])('If-None-Match with %s matches: %s', (_name, header, expected) => {
    setCachedPage('/', '<p>x</p>');
    const etag = getCachedPage('/')!.etag;
    expect(matchesEtag(header(etag), etag)).toBe(expected);
  });

  it('answers 304 without a body when the browser has the current page, 200 after it changed', async () => {
    const render = async () => html('<p>' + 'v1 '.repeat(600) + '</p>');
    const first = await respondWithPageCache(get('/'), render);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const again = await respondWithPageCache(get('/', { 'if-none-match': etag }), render);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    invalidatePageCache();
    const changed = await respondWithPageCache(get('/', { 'if-none-match': etag }), async () => html('<p>v2</p>'));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('lookupForServer (the hit path the HTTP server, serve/serve.ts, takes before Astro)', () => {
  it('finds the page the middleware stored, with the encoding and validator the client asked for', async () => {
    await respondWithPageCache(get('/inventory?b=2&a=1'), async () => html('<p>' + 'x'.repeat(3000) + '</p>'));
    const hit = lookupForServer('GET', '/inventory?a=1&b=2', { 'accept-encoding': 'gzip, br', cookie: 'cookie_consent=1' });
    expect(hit?.encoding).toBe('br');
    expect(hit?.notModified).toBe(false);
    expect(lookupForServer('GET', '/inventory?a=1&b=2', { 'if-none-match': hit!.entry.etag })?.notModified).toBe(true);
    expect(lookupForServer('GET', '/inventory?a=1&b=2', { cookie: 'session=abc' })).toBeUndefined();
    expect(lookupForServer('POST', '/inventory?a=1&b=2', {})).toBeUndefined();
    expect(lookupForServer('GET', '/inventory', {})).toBeUndefined();
  });
});

describe('isStorablePage', () => {
  it('stores a plain 200 HTML page', () => expect(isStorablePage(html('<p>hi</p>'))).toBe(true));
  it.each([
    ['a 404', html('nope', {}, 404)],
    ['a redirect', new Response(null, { status: 302, headers: { location: '/' } })],
    ['JSON', Response.json({ a: 1 })],
    ['a page setting a cookie', html('x', { 'set-cookie': 'a=b' })],
    ['a no-store page', html('x', { 'cache-control': 'no-store' })],
    ['a private page', html('x', { 'cache-control': 'private, max-age=0' })],
  ])('refuses %s', (_name, response) => expect(isStorablePage(response)).toBe(false));
});

describe('getCachedPage / setCachedPage', () => {
  it('returns what was stored, without per-answer headers', () => {
    setCachedPage('/', '<h1>Home</h1>', { 'content-type': 'text/html', 'content-length': '14', 'x-frame-options': 'DENY' });
    const entry = getCachedPage('/');
    expect(text(entry)).toBe('<h1>Home</h1>');
    expect(new Headers(entry!.headers).get('content-type')).toBe('text/html');
    expect(new Headers(entry!.headers).has('content-length')).toBe(false);
  });

  it('forgets a page after the TTL', () => {
    setCachedPage('/', 'old', {}, { now: 1_000 });
    expect(getCachedPage('/', 1_000 + PAGE_CACHE_LIMITS.ttlMs - 1)).toBeDefined();
    expect(getCachedPage('/', 1_000 + PAGE_CACHE_LIMITS.ttlMs)).toBeUndefined();
  });

  it('drops everything on invalidation', () => {
    setCachedPage('/', 'a');
    setCachedPage('/inventory', 'b');
    invalidatePageCache();
    expect(getCachedPage('/')).toBeUndefined();
    expect(getCachedPage('/inventory')).toBeUndefined();
    expect(pageCacheStats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('refuses a page rendered before the last invalidation', () => {
    const before = pageCacheGeneration();
    invalidatePageCache();
    expect(setCachedPage('/', 'stale', {}, { generation: before })).toBe(false);
    expect(getCachedPage('/')).toBeUndefined();
  });

  it('keeps at most maxEntries pages, dropping the least recently used', () => {
    for (let i = 0; i < PAGE_CACHE_LIMITS.maxEntries; i++) setCachedPage(`/p${i}`, String(i));
    getCachedPage('/p0'); // used: now the most recent
    setCachedPage('/extra', 'x');
    expect(pageCacheStats().entries).toBe(PAGE_CACHE_LIMITS.maxEntries);
    expect(getCachedPage('/p0')).toBeDefined();
    expect(getCachedPage('/p1')).toBeUndefined();
    expect(getCachedPage('/extra')).toBeDefined();
  });

  it('counts bytes and replaces an entry stored twice', () => {
    setCachedPage('/', 'abcd');
    setCachedPage('/', 'ab');
    expect(pageCacheStats()).toMatchObject({ entries: 1, bytes: 2 });
  });
});

describe('respondWithPageCache', () => {
  it('renders once, then answers from memory with the same body and headers', async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return html(`<p>render ${renders}</p>`, { 'x-frame-options': 'DENY' });
    };
    const first = await respondWithPageCache(get('/'), render);
    const second = await respondWithPageCache(get('/'), render);
    expect(renders).toBe(1);
    expect(await first.text()).toBe('<p>render 1</p>');
    expect(await second.text()).toBe('<p>render 1</p>');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
  });

  it('renders afresh after a write invalidated the cache', async () => {
    let version = 1;
    const render = async () => html(`v${version}`);
    await respondWithPageCache(get('/inventory/3'), render);
    version = 2;
    invalidatePageCache();
    expect(await (await respondWithPageCache(get('/inventory/3'), render)).text()).toBe('v2');
  });

  it('does not store a page whose render overlapped a write', async () => {
    const render = async () => {
      invalidatePageCache(); // a write lands while this page is being rendered
      return html('maybe stale');
    };
    const res = await respondWithPageCache(get('/'), render);
    expect(await res.text()).toBe('maybe stale');
    expect(res.headers.get('x-page-cache')).toBe('bypass');
    expect(getCachedPage('/')).toBeUndefined();
  });

  it('passes signed-in visitors and unstorable answers through untouched', async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      return html('staff view');
    };
    await respondWithPageCache(get('/', { cookie: 'session=abc' }), render);
    await respondWithPageCache(get('/', { cookie: 'session=abc' }), render);
    expect(renders).toBe(2);
    const missing = await respondWithPageCache(get('/inventory/999'), async () => html('not found', {}, 404));
    expect(missing.status).toBe(404);
    expect(getCachedPage('/inventory/999')).toBeUndefined();
  });
});

describe('compressed answers', () => {
  const big = `<main>${'<article class="card">Porsche 911 GT3, 8,200 km</article>'.repeat(200)}</main>`;
  const render = async () => html(big);
  const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('answers Accept-Encoding %j with %s', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });

  it('serves a stored page already compressed for the client, identical once decoded', async () => {
    await respondWithPageCache(get('/inventory'), render);
    const br = await respondWithPageCache(get('/inventory', { 'accept-encoding': 'br, gzip' }), render);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = await body(br);
    expect(brBytes.length).toBeLessThan(big.length / 10);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(big);

    const gz = await respondWithPageCache(get('/inventory', { 'accept-encoding': 'gzip' }), render);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gz)).toString()).toBe(big);

    const plain = await respondWithPageCache(get('/inventory'), render);
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect((await body(plain)).toString()).toBe(big);
  });

  it('leaves a small page uncompressed', async () => {
    await respondWithPageCache(get('/'), async () => html('<p>tiny</p>'));
    const res = await respondWithPageCache(get('/', { 'accept-encoding': 'br' }), async () => html('<p>tiny</p>'));
    expect(res.headers.has('content-encoding')).toBe(false);
    expect(await res.text()).toBe('<p>tiny</p>');
  });
});

describe('invalidateAfterWrite (what the endpoint contract says its write changes)', () => {
  const req = (method: string, path: string) => new Request(`http://localhost${path}`, { method });

  it.each([
    ['POST', '/api/vehicles', 201],
    ['PUT', '/api/vehicles/3', 200],
    ['DELETE', '/api/vehicles/3', 200],
  ])('an API write that declares nothing drops the cache after a successful %s %s', (method, path, status) => {
    setCachedPage('/', 'x');
    invalidateAfterWrite(req(method, path), new Response(null, { status }), 'everything');
    expect(getCachedPage('/')).toBeUndefined();
  });

  it.each([
    ['GET', '/api/vehicles', 200],
    ['POST', '/api/vehicles', 400],
    ['DELETE', '/api/vehicles/3', 409],
  ])('keeps the cache after %s %s answered %i', (method, path, status) => {
    setCachedPage('/', 'x');
    invalidateAfterWrite(req(method, path), new Response(null, { status }), 'everything');
    expect(getCachedPage('/')).toBeDefined();
  });

  it("keeps the cache after a successful write that changes no cached page (a visitor's lead)", () => {
    setCachedPage('/', 'x');
    invalidateAfterWrite(req('POST', '/api/leads/offer'), new Response(null, { status: 201 }), 'nothing');
    expect(getCachedPage('/')).toBeDefined();
  });
});

describe('the size limit', () => {
  it('counts a gzip made on demand for an entry still cached, and not for one already dropped', () => {
    const page = `<html><body>${'<p>Ferrari 296 GTB</p>'.repeat(400)}</body></html>`;
    setCachedPage('/a', page);
    const entry = getCachedPage('/a')!;
    const before = pageCacheStats().bytes;
    const gzip = encodedBody(entry, 'gzip');
    expect(pageCacheStats().bytes).toBe(before + gzip.byteLength);

    setCachedPage('/b', page);
    const dropped = getCachedPage('/b')!;
    invalidatePageCache();
    encodedBody(dropped, 'gzip');
    expect(pageCacheStats().bytes).toBe(0);
  });
});

describe('a write that changed known pages ({ paths })', () => {
  const post = (path: string) => new Request(`http://localhost${path}`, { method: 'POST' });
  const store = (...keys: string[]) => keys.forEach((key) => setCachedPage(key, `<p>${key}</p>`));

  it('drops those pages and what is below them, and keeps the rest', () => {
    store('/', '/faq', '/about', '/inventory', '/inventory?page=2', '/journal', '/journal?tag=events', '/journal/a-post', '/journalism');
    invalidateAfterWrite(post('/api/journal/1/publish'), new Response('{}', { status: 200 }), { paths: ['/journal', '/'] });
    for (const gone of ['/', '/journal', '/journal?tag=events', '/journal/a-post']) expect(getCachedPage(gone), gone).toBeUndefined();
    for (const kept of ['/faq', '/about', '/inventory', '/inventory?page=2', '/journalism'])
      expect(getCachedPage(kept), kept).toBeDefined();
  });

  it('a render that started before the write is not stored', () => {
    const before = pageCacheGeneration();
    invalidateAfterWrite(post('/api/site-content/faq/publish'), new Response('{}'), { paths: ['/faq'] });
    expect(setCachedPage('/faq', '<p>old</p>', {}, { generation: before })).toBe(false);
  });

  it('a failed write drops nothing; a write that declares nothing drops everything', () => {
    store('/inventory', '/faq');
    invalidateAfterWrite(post('/api/site-content/faq/publish'), new Response('{}', { status: 400 }), { paths: ['/faq'] });
    expect(getCachedPage('/faq')).toBeDefined();
    invalidateAfterWrite(post('/api/vehicles'), new Response('{}', { status: 201 }), 'everything');
    expect(getCachedPage('/inventory')).toBeUndefined();
  });
});

describe('the data versions a page was rendered from (docs/caches.md)', () => {
  let versions: Map<string, number>;
  beforeEach(() => {
    versions = new Map([
      ['content', 1],
      ['appointments', 1],
    ]);
    readDataVersionsFrom(() => new Map(versions));
  });
  afterEach(() => readDataVersionsFrom(undefined));

  const rule = (tables: string[], until?: Date) => {
    const response = html('<p>page</p>');
    pageCacheRule(response, { tables, until });
    return response;
  };

  it('drops a page once the content moved, and keeps it while only a table it did not declare moved', async () => {
    await respondWithPageCache(get('/about'), async () => html('<p>about</p>'));
    await respondWithPageCache(get('/book'), async () => rule(['appointments']));
    versions.set('appointments', 2);
    noteDataWrite();
    expect(getCachedPage('/about')).toBeDefined();
    expect(getCachedPage('/book')).toBeUndefined();
    versions.set('content', 2);
    noteDataWrite();
    expect(getCachedPage('/about')).toBeUndefined();
  });

  it('sees a write by another process within DATA_VERSIONS_READ_MS, with no write here to tell it', async () => {
    const now = Date.now();
    setCachedPage('/faq', '<p>faq</p>', {}, { now });
    versions.set('content', 5);
    expect(getCachedPage('/faq', now + 10)).toBeDefined();
    expect(getCachedPage('/faq', now + 1000)).toBeUndefined();
  });

  it('stores a render with the versions read before it began, so a write during it drops it', async () => {
    await respondWithPageCache(get('/inventory'), async () => {
      versions.set('content', 3);
      return html('<p>inventory</p>');
    });
    noteDataWrite();
    expect(getCachedPage('/inventory')).toBeUndefined();
  });

  it("ends a page at the moment it said it changes by time alone, and never sends the page's rule", async () => {
    const now = Date.now();
    const answer = await respondWithPageCache(get('/book'), async () => rule(['appointments'], new Date(now + 5000)));
    expect([...answer.headers.keys()].filter((name) => name.startsWith('x-page-cache-'))).toEqual([]);
    expect(getCachedPage('/book', now + 4000)).toBeDefined();
    expect(getCachedPage('/book', now + 5000)).toBeUndefined();
  });
});
