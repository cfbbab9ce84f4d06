// A whole request (its body included) must arrive within REQUEST_TIMEOUT: a client that sends a body one
// byte at a time holds a connection (HTTP/1.1) or a stream and its buffers (HTTP/2) for as long as it likes
// otherwise. Node's own requestTimeout covers HTTP/1.1 only, and checks it on a 30 s interval (a 30 s
// timeout ended a slow body after up to 60 s); HTTP/2 streams had no deadline at all.
import http2 from 'node:http2';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { failureBody, FAILURES, REQUEST_ID_HEADER } from './api-failures';

type Http2Request = IncomingMessage & { stream?: http2.ServerHttp2Stream };

const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Arms the deadline on a request that carries a body: if the body has not all
 * arrived `timeoutMs` after the request began, it is answered 408 (when nothing
 * was answered yet) and its HTTP/1.1 connection, or its HTTP/2 stream, closed.
 * The deadline ends when the body has arrived or the answer is done.
 */
export function enforceRequestDeadline(req: Http2Request, res: ServerResponse, timeoutMs: number): void {
  if (NO_BODY.has(req.method ?? '') || req.complete) return;
  const timer = setTimeout(() => expire(req, res), timeoutMs);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  req.once('close', clear);
  res.once('finish', clear);
  res.once('close', clear);
}

function expire(req: Http2Request, res: ServerResponse): void {
  const close = () => {
    if (req.stream) {
      // RST_STREAM(NO_ERROR) after our answer: "stop sending", the way RFC 9113 §8.1 ends an unwanted body.
      if (!req.stream.destroyed) req.stream.close(http2.constants.NGHTTP2_NO_ERROR);
    } else req.socket.destroy();
  };
  if (res.headersSent) return close();
  const requestId = randomUUID();
  const body = JSON.stringify(failureBody('timeout', 'The request took too long to arrive.', requestId));
  res.writeHead(FAILURES.timeout.status, {
    'Content-Type': 'application/json',
    [REQUEST_ID_HEADER]: requestId,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(req.stream ? {} : { Connection: 'close' }),
  });
  res.end(body, close);
}
