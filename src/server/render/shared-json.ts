import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { matchesEtag, pickEncoding } from './page-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Body = { version: string; etag: string; identity: Buffer; br: Promise<Buffer>; gzip?: Promise<Buffer> };

const bodies = new Map<string, Body>();

/**
 * A public JSON answer that is the same for every anonymous caller until the
 * data changes (the unpaged `GET /api/vehicles` of the spec: 15 MB at 10,000
 * vehicles). It is serialised and compressed once per data version and sent
 * as it is after that, with an ETag that answers 304; serialising and
 * compressing it per request took about half a second of the one JS thread.
 * `version` must change whenever `produce` would answer differently
 * (src/db/data-version.ts). Only for answers without personal data.
 */
export function sharedJson(
  request: Request,
  key: string,
  version: string,
  produce: () => unknown,
  headers: Record<string, string> = {},
): Promise<Response> | Response {
  let body = bodies.get(key);
  if (!body || body.version !== version) {
    const identity = Buffer.from(JSON.stringify(produce()));
    const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    // Off the main thread, once; a request that comes meanwhile waits for the same promise.
    const br = brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength } });
    body = { version, etag, identity, br };
    bodies.set(key, body);
  }
  const responseHeaders = new Headers({ 'Content-Type': 'application/json', ...headers, ETag: body.etag });
  responseHeaders.append('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers.get('if-none-match'), body.etag)) return new Response(null, { status: 304, headers: responseHeaders });
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (encoding === 'identity') return send(body.identity, responseHeaders);
  const encoded = encoding === 'br' ? body.br : (body.gzip ??= gzipAsync(body.identity, { level: 6 }));
  responseHeaders.set('Content-Encoding', encoding);
  return encoded.then((bytes) => send(bytes, responseHeaders));
}

function send(bytes: Buffer, headers: Headers): Response {
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), { status: 200, headers });
}
