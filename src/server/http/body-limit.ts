// Request bodies are capped while they arrive, before Astro sees them. Left to
// the endpoints, a body is read whole before its size is known: an anonymous
// chunked 100 MB post would be buffered in memory only to get its 413.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { failureBody, FAILURES, REQUEST_ID_HEADER } from './api-failures';

/** A request as the server handles it: @astrojs/node takes a Buffer in `body` as the request's body. */
export type ServerRequest = IncomingMessage & { body?: Buffer };
/** An answer over HTTP/1.1, or over HTTP/2 in its compatibility API, which stands in for it (see serve.ts). */
export type ServerAnswer = ServerResponse;

/** JSON and form bodies: the same ceiling as readJson in src/server/http/api-response.ts. */
export const JSON_BODY_LIMIT = 1_000_000;
/**
 * Image uploads: 20 files of 5 MB plus multipart overhead, as MAX_UPLOAD_REQUEST_BYTES in src/server/media/upload-validation.ts.
 * A walkaround video (POST /api/vehicles/{id}/video) has the same ceiling: VIDEO_MAX_MB is at most 100.
 */
export const UPLOAD_BODY_LIMIT = 20 * 5 * 1024 * 1024 + 1024 * 1024;

/** The trade-in form: 6 photos of 5 MB plus the fields, as MAX_REQUEST_BYTES in src/pages/api/leads/trade-in.ts. */
export const TRADE_IN_BODY_LIMIT = 6 * 5 * 1024 * 1024 + 256 * 1024;

// Paths, not contracts: this runs in the HTTP server before Astro has routed the request, so no endpoint's
// contract is known yet; the endpoint then checks the body kind it declares.
const UPLOAD_PATH = /^\/api\/upload\/|^\/api\/vehicles\/\d+\/video$/;
/** The trade-in's JSON-era endpoint and its page, which takes the same form posted without JavaScript. */
const TRADE_IN_PATHS = new Set(['/api/leads/trade-in', '/sell-or-trade']);

/** The most bytes this request may send: the upload limits for multipart posts that take files, else the JSON limit. */
export function bodyLimitFor(req: IncomingMessage): number {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  const path = (req.url ?? '/').split('?')[0];
  if (!type.startsWith('multipart/form-data')) return JSON_BODY_LIMIT;
  if (UPLOAD_PATH.test(path)) return UPLOAD_BODY_LIMIT;
  return TRADE_IN_PATHS.has(path) ? TRADE_IN_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * Answers at once, in the API's error shape with a request id of its own (the
 * request never reaches Astro's middleware, which gives the others theirs),
 * and closes the connection once the client has stopped sending: nothing more of
 * the body is kept.
 *
 * Why the close waits: a socket closed with unread bytes sends a reset, and a
 * reset can reach the client before it has read the answer, which it then never
 * sees (seen under load in CI, for a chunked and for a declared-length post).
 * So the whole answer is written at once, the rest of the body is read and
 * dropped, and the response ends (closing the connection) when the body ends or
 * after a few seconds, whichever comes first.
 */
function refuse(req: ServerRequest, res: ServerAnswer, reason: 'too-large' | 'length-required', message: string): void {
  if (res.headersSent) return;
  const requestId = randomUUID();
  const body = JSON.stringify(failureBody(reason, message, requestId));
  res.writeHead(FAILURES[reason].status, {
    'Content-Type': 'application/json',
    [REQUEST_ID_HEADER]: requestId,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    // HTTP/2 has no Connection header (setting one throws); its stream is reset after the answer instead.
    ...('stream' in res ? {} : { Connection: 'close' }),
  });
  res.write(body);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    res.end();
  };
  req.once('end', end);
  req.once('error', end);
  setTimeout(end, DRAIN_MS).unref();
  req.resume();
}

/** How long a refused request's body is read and dropped before the connection is closed anyway. */
const DRAIN_MS = 5_000;

const tooLarge = (req: ServerRequest, res: ServerAnswer, limit: number) =>
  refuse(
    req,
    res,
    'too-large',
    `Request body is too large (at most ${limit >= 1024 * 1024 ? `${Math.floor(limit / 1024 / 1024)} MB` : `${limit} bytes`}).`,
  );

/**
 * Calls next() once the body is known to fit, or answers 413 itself:
 * - a declared Content-Length over the limit is refused before a byte is read
 *   (Node never delivers more than the declared length);
 * - a chunked body of the JSON class (at most 1 MB) is read here, counting,
 *   and refused the moment it passes the limit; the bytes read are handed to
 *   Astro as the body;
 * - a chunked upload is refused with 411: uploads must declare their size.
 */
export function limitRequestBody(req: ServerRequest, res: ServerAnswer, next: () => void): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  const limit = bodyLimitFor(req);
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return tooLarge(req, res, limit);
  // A body of unknown length: chunked in HTTP/1.1, any body without Content-Length in HTTP/2.
  const unknownLength = req.headers['transfer-encoding'] !== undefined || (req.httpVersionMajor === 2 && declared === undefined);
  if (!unknownLength) return next();
  if (limit !== JSON_BODY_LIMIT) return refuse(req, res, 'length-required', 'The upload must declare its size (Content-Length).');

  const chunks: Buffer[] = [];
  let received = 0;
  let done = false;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit) {
      done = true;
      cleanup();
      chunks.length = 0;
      // refuse() reads and drops the rest before it closes the connection.
      tooLarge(req, res, limit);
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    if (done) return;
    done = true;
    cleanup();
    // @astrojs/node takes a Buffer in req.body as the request's body.
    req.body = Buffer.concat(chunks, received);
    next();
  };
  const onError = () => {
    done = true;
    cleanup();
  };
  const cleanup = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
}
