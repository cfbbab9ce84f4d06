import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedJson } from './shared-json';

const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/vehicles', { headers });

describe('sharedJson', () => {
  it('builds the body once per data version and sends it brotli-compressed with its length and an ETag', async () => {
    let built = 0;
    const produce = () => {
      built += 1;
      return [{ id: 1, make: 'Ferrari' }];
    };
    const first = await sharedJson(request({ 'accept-encoding': 'gzip, br' }), 'k1', 'v1', produce, {
      'Cache-Control': 'public, max-age=60',
    });
    const second = await sharedJson(request({ 'accept-encoding': 'br' }), 'k1', 'v1', produce);
    expect(built).toBe(1);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(first.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual([{ id: 1, make: 'Ferrari' }]);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    const changed = await sharedJson(request(), 'k1', 'v2', () => [{ id: 1, make: 'Porsche' }]);
    expect(await changed.json()).toEqual([{ id: 1, make: 'Porsche' }]);
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match, gzip to a client without brotli, plain JSON to one with neither', async () => {
    const produce = () => ({ vehicles: 3 });
    const plain = await sharedJson(request(), 'k2', 'v1', produce);
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(await plain.json()).toEqual({ vehicles: 3 });
    const notModified = await sharedJson(request({ 'if-none-match': plain.headers.get('etag')! }), 'k2', 'v1', produce);
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    const gz = await sharedJson(request({ 'accept-encoding': 'gzip' }), 'k2', 'v1', produce);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual({ vehicles: 3 });
  });
});
