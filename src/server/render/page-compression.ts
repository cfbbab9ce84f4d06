import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { pickEncoding } from './page-cache';
import { pageBody, pageResponse } from './page-bytes';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the header it adds. */
const MIN_BYTES = 1024;

/**
 * zlib's output buffer. Node's default (16 KB) takes /inventory (16–18 KB of brotli) to the thread pool and back
 * twice; each trip wakes a pool thread, and on a busy 2-core machine that wake preempts the thread that asked.
 */
const CHUNK_SIZE = 64 * 1024;

/**
 * Compresses a rendered page that the page cache did not answer (a member of
 * staff, a query nobody asked for yet) in one piece, on libuv's thread pool.
 * The generic `compression` middleware in serve/serve.ts would compress
 * Astro's stream chunk by chunk on the main thread: twice the CPU, all of it
 * on the one thread that renders. Brotli quality 0 makes 15.9 KB of the
 * 118 KB /inventory page for 0.2 ms of the thread pool's CPU per render (in the
 * server under load); quality 1 took 0.38 ms for 15.2 KB, quality 2 about as
 * much for 14.3 KB, gzip 6 0.8 ms for 14.7 KB. On two cores that share the
 * render, the compression and the load, the cheapest level serves the most,
 * for 4 % more bytes on a page nobody else is sent.
 * The page cache compresses what it keeps harder, once.
 *
 * Anything already encoded (a cache replay), not HTML, empty or small is
 * returned as it is; the HTTP server's compression middleware leaves encoded answers alone.
 */
export async function compressPage(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding')) return response;
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return response;
  if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return response;
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (encoding === 'identity') return response;
  const page = await pageBody(response);
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (page.byteLength < MIN_BYTES) {
    headers.set('content-length', String(page.byteLength));
    return pageResponse(page, { status: response.status, statusText: response.statusText, headers });
  }
  const brotliOptions = {
    chunkSize: CHUNK_SIZE,
    params: { [zlib.BROTLI_PARAM_QUALITY]: 0, [zlib.BROTLI_PARAM_SIZE_HINT]: page.byteLength },
  };
  const gzipOptions = { chunkSize: CHUNK_SIZE, level: 4 };
  const body = encoding === 'br' ? await brotli(page, brotliOptions) : await gzipAsync(page, gzipOptions);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return pageResponse(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
