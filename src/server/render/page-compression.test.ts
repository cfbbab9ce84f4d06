import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage } from './page-compression';

const html = `<!doctype html><html><head><title>Inventory</title></head><body>${'<article>2023 Porsche 911 GT3, 5,917 km</article>'.repeat(200)}</body></html>`;
const request = (acceptEncoding?: string) =>
  new Request('http://localhost/inventory', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const page = (body: string | null = html, headers: Record<string, string> = {}) => {
  const h = new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers });
  h.append('set-cookie', 'a=1');
  h.append('set-cookie', 'b=2');
  return new Response(body, { status: 404, statusText: 'Not Found', headers: h });
};

describe('compressPage', () => {
  it('answers brotli when the browser takes it, with the exact length, status and every header kept', async () => {
    const res = await compressPage(request('gzip, deflate, br'), page());
    expect(res.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
    expect(res.status).toBe(404);
    expect(res.statusText).toBe('Not Found');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('falls back to gzip, and leaves the page alone for a client that takes neither', async () => {
    const gz = await compressPage(request('gzip'), page());
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = page();
    expect(await compressPage(request('br;q=0, identity'), plain)).toBe(plain);
    expect(await compressPage(request(), plain)).toBe(plain);
  });

  it('passes through what is already encoded, not HTML, marked no-transform or empty', async () => {
    for (const response of [
      page(html, { 'content-encoding': 'br' }),
      new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }),
      page(html, { 'cache-control': 'no-store, no-transform' }),
      page(null),
    ]) {
      expect(await compressPage(request('br'), response)).toBe(response);
    }
  });

  it('sends a small page uncompressed, with its length', async () => {
    const res = await compressPage(request('br'), page('<p>short</p>'));
    expect(res.headers.has('content-encoding')).toBe(false);
    expect(res.headers.get('content-length')).toBe('12');
    expect(await res.text()).toBe('<p>short</p>');
  });

  it("compresses on the thread pool, not on the server's thread", async () => {
    // A page large enough that the thread pool cannot answer before the event loop's next turn.
    const big = `<!doctype html><html><body>${Array.from({ length: 20000 }, (_, i) => `<p>Vehicle ${i * 7919}</p>`).join('')}</body></html>`;
    const nextTurn = () => new Promise<'next turn'>((resolve) => setImmediate(() => resolve('next turn')));
    for (const encoding of ['br', 'gzip']) {
      const pooled = compressPage(request(encoding), page(big));
      expect(await Promise.race([pooled, nextTurn()])).toBe('next turn');
      const res = await pooled;
      const body = Buffer.from(await res.arrayBuffer());
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(body).toString()).toBe(big);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    }
  });
});
