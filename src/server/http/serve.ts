// Serves the built site: Astro's request handler behind compression,
// security and caching headers, over HTTP or HTTPS (TLS_CERT + TLS_KEY), alone
// or behind a reverse proxy (TRUST_PROXY). Anonymous hits of the page cache are
// answered here, before Astro's request pipeline, at close to a bare server's speed.
//
// This file is bundled into dist/serve.mjs by the build (scripts/bundle-server.ts) and run from there:
// it finds Astro's bundle beside itself, in dist/server.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import http2 from 'node:http2';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import send from 'send';
import type * as AstroBoot from '#src/server/boot';
import { configOrExit } from '#src/server/config';
import { clientKey, isIpAddress } from '#src/lib/net/client-key';
import type { Encoding } from './encoding';
import { failureBody, REQUEST_ID_HEADER, type FAILURES } from './api-failures';
import { limitRequestBody, type ServerRequest } from './body-limit';
import { createAssetHandler } from './assets';
import { pageCachePort, type PageCacheHit } from '#src/server/render/page-cache-port';
import { enforceRequestDeadline } from './request-deadline';
import { isApiPath } from './api-path';

// A bad environment stops the start here, with the message naming the variable, before anything is served.
const {
  PORT: port,
  HOST: host,
  tls,
  HTTP_REDIRECT_PORT: redirectPort,
  TRUST_PROXY: trustProxy,
  hsts,
  SITE_URL: siteUrl,
  REQUEST_TIMEOUT: requestTimeout,
  MAX_CONNECTIONS_PER_CLIENT: maxConnectionsPerClient,
} = configOrExit();

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React and Astro pick their production builds from it when they load.
process.env.NODE_ENV ??= 'production';
const dist = path.dirname(fileURLToPath(import.meta.url));

/** What @astrojs/node's build exports in middleware mode: the request handler. */
type AstroEntry = { handler: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void };
const { handler } = (await import(pathToFileURL(path.join(dist, 'server/entry.mjs')).href)) as AstroEntry;
// Astro's bundle loads its modules when the first request needs them; its boot (the database, the
// background jobs) runs now instead, at start. dist/server/boot.mjs is src/server/boot.ts, built as an
// entry of Astro's bundle (scripts/server-boot-entry.mjs), so it shares that bundle's modules.
const boot = (await import(pathToFileURL(path.join(dist, 'server/boot.mjs')).href)) as typeof AstroBoot;
boot.bootServer();

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
};

function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

// Astro sends the page policy (hashes of its inline scripts and styles, see astro.config.mjs) as a header
// on on-demand pages. frame-ancestors has no effect in the <meta> it writes for prerendered pages, so
// every page gets it here as a second policy (a browser enforces both). Everything else (JSON, images,
// scripts, fonts) loads nothing itself and gets a policy that allows nothing.
const FRAME_POLICY = "frame-ancestors 'none'";
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Photos of the vehicles (/media) and the site's art and icons are shown by marketplaces and social networks
// from the feeds' and previews' links: those images alone may be embedded by other sites.
const PUBLIC_IMAGE = /^\/(?:(?:media|art|images)\/[^?#]+\.(?:webp|avif|jpe?g|png|svg)|favicon\.svg|apple-touch-icon\.png)(?:[?#]|$)/;

// Staff screens hold customers' names and e-mails: nothing may keep them.
const isStaffPath = (url = '') => /^\/(?:employee|admin)(?:[/?#]|$)/.test(url);

type HeadersArgument = OutgoingHttpHeaders | (string | string[] | number)[] | undefined;

function addResponseHeaders(req: IncomingMessage, res: ServerResponse): void {
  const staffPath = isStaffPath(req.url);
  const apiPath = isApiPath(req.url);
  const publicImage = PUBLIC_IMAGE.test(req.url ?? '');
  // Node's writeHead is overloaded ((status, headers) or (status, reason, headers)); it takes an undefined
  // reason as no reason, so the wrapper below calls it in the three-argument form.
  const writeHead: (statusCode: number, reason?: string, headers?: HeadersArgument) => ServerResponse = res.writeHead.bind(res);
  res.writeHead = function (statusCode: number, reasonOrHeaders?: string | HeadersArgument, maybeHeaders?: HeadersArgument) {
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    let headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    // Headers given to writeHead win over setHeader ones; set them first so the policy sees the final set.
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      headers = undefined;
    }
    const page = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
    if (publicImage && /^image\//i.test(String(res.getHeader('content-type') ?? '')))
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const own = res.getHeader('content-security-policy');
    if (page) res.setHeader('Content-Security-Policy', own ? [String(own), FRAME_POLICY] : FRAME_POLICY);
    else if (!own) res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
    // Staff screens are never stored anywhere, whatever they say. API answers and pages that did not come
    // from the page cache (an error page, a staff member's view of a public page) are not stored either,
    // unless the endpoint chose otherwise (the public vehicle list may be cached briefly by browsers).
    if (staffPath) res.setHeader('Cache-Control', 'no-store');
    else if ((apiPath || page) && !res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
    return writeHead(statusCode, reason, headers);
  } as ServerResponse['writeHead'];
}

/**
 * Requests the Astro handler cannot take, answered here: a method Node's
 * Request refuses (TRACE, TRACK: it answered them with a 500) and an address
 * whose percent-encoding does not decode (it answered plain text). Under /api
 * the answer is the API's JSON error, with a request id of its own (the request
 * never reaches Astro's middleware). True when answered.
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function answerUnservable(req: IncomingMessage, res: ServerResponse): boolean {
  let refusal: [status: number, reason: keyof typeof FAILURES, message: string, headers: Record<string, string>] | undefined;
  if (REFUSED_METHODS.has(req.method ?? ''))
    refusal = [405, 'method-not-allowed', `${req.method} is not allowed`, { Allow: ALLOWED_METHODS }];
  else {
    try {
      decodeURI(req.url ?? '/');
    } catch {
      refusal = [400, 'invalid', 'The address is malformed (bad percent-encoding).', {}];
    }
  }
  if (!refusal) return false;
  const [status, reason, message, headers] = refusal;
  const api = isApiPath(req.url);
  const requestId = api ? randomUUID() : undefined;
  const body = requestId ? JSON.stringify(failureBody(reason, message, requestId)) : message;
  const type = api ? 'application/json' : 'text/plain; charset=utf-8';
  const idHeader = requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
  res.writeHead(status, {
    ...headers,
    ...idHeader,
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** The 400 for a request whose forwarded client address is not an IP address (see applyForwarded). */
function refuseForwarded(req: IncomingMessage, res: ServerResponse): void {
  const message = 'The forwarded client address (X-Forwarded-For) is not an IP address.';
  const requestId = isApiPath(req.url) ? randomUUID() : undefined;
  const body = requestId ? JSON.stringify(failureBody('invalid', message, requestId)) : message;
  res.writeHead(400, {
    ...SECURITY_HEADERS,
    ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
    'Content-Type': requestId ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

// What Astro answers uncompressed (API JSON, feeds, redirects' bodies) is compressed here, brotli at
// quality 2. Pages are not: a rendered page arrives already compressed by src/server/render/page-compression.ts
// (brotli quality 0 on the thread pool), and a cached page was compressed once, harder, when stored.
// `compression` is typed as Express middleware; it takes Node's own request and response (it uses nothing of Express's).
const compress = compression({ threshold: 1024, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } } }) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

// --- page-cache hits, before Astro ------------------------------------------------------------
type CachedPage = PageCacheHit['entry'];
/** Per cached entry, the finished header objects for each encoding and for 304, built on first use. */
type HitHeaders = Record<string, string | string[]>;
const hitHeaders = new WeakMap<CachedPage, Record<string, HitHeaders>>();

function headersFor(entry: CachedPage, encoding: Encoding, body: Uint8Array, notModified: boolean): HitHeaders {
  let forEntry = hitHeaders.get(entry);
  if (!forEntry) hitHeaders.set(entry, (forEntry = {}));
  const slot = notModified ? `304-${encoding}` : encoding;
  if (forEntry[slot]) return forEntry[slot];
  const headers: HitHeaders = { ...SECURITY_HEADERS };
  let ownPolicy: string | undefined;
  for (const [name, value] of entry.headers) {
    if (name === 'content-security-policy') ownPolicy = value;
    else if (name !== 'cache-control' && name !== 'etag' && name !== 'vary' && name !== 'x-page-cache') headers[name] = value;
  }
  headers['content-security-policy'] = ownPolicy ? [ownPolicy, FRAME_POLICY] : FRAME_POLICY;
  headers['cache-control'] = entry.cacheControl;
  headers.etag = entry.etag;
  headers['x-page-cache'] = 'hit';
  if (entry.compressible) headers.vary = 'Accept-Encoding';
  if (!notModified) {
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.byteLength);
  }
  return (forEntry[slot] = headers);
}

function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  const cache = pageCachePort();
  if (!cache || req.method !== 'GET') return false;
  const hit = cache.lookupForServer(req.method, req.url, req.headers);
  if (!hit) return false;
  const { entry, encoding, body, notModified } = hit;
  res.writeHead(notModified ? 304 : entry.status, headersFor(entry, encoding, body, notModified));
  if (notModified) res.end();
  else res.end(body);
  return true;
}

// --- behind a proxy -----------------------------------------------------------------------------
function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * With TRUST_PROXY=n (n proxies in front of us), the client is the n-th address from the right of
 * X-Forwarded-For + the socket's address; the scheme is what the nearest proxy says in X-Forwarded-Proto.
 * Without it both headers are ignored: anyone can send them.
 *
 * The client found there must be an IP address: it keys every limit and is written to the activity log.
 * Anything else (a name, a port, markup: one proxy too few in front, or a client writing where the proxy
 * should) is refused with a 400 rather than counted under a made-up key. False when refused.
 */
function applyForwarded(req: IncomingMessage): boolean {
  const socket = req.socket;
  const chain = (firstHeader(req.headers['x-forwarded-for']) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = [socketAddress(socket), ...chain.reverse()];
  const client = hops[Math.min(trustProxy, hops.length - 1)];
  if (client === undefined || !isIpAddress(client)) return false;
  // Astro reads the client address from the socket and the scheme from socket.encrypted; a keep-alive
  // socket carries many requests, so both are set again for each.
  Object.defineProperty(socket, 'remoteAddress', { value: client, configurable: true });
  const proto = (firstHeader(req.headers['x-forwarded-proto']) ?? '').split(',').pop()?.trim().toLowerCase();
  if (proto === 'https' || proto === 'http') Object.defineProperty(socket, 'encrypted', { value: proto === 'https', configurable: true });
  delete req.headers['x-forwarded-for'];
  delete req.headers['x-forwarded-proto'];
  delete req.headers['x-forwarded-host'];
  return true;
}

const socketAddresses = new WeakMap<Socket, string | undefined>();
function socketAddress(socket: Socket): string | undefined {
  // The real peer, remembered before applyForwarded replaces remoteAddress on this socket.
  if (!socketAddresses.has(socket)) socketAddresses.set(socket, socket.remoteAddress);
  return socketAddresses.get(socket);
}

/**
 * HTTP/2 requests carry pseudo-headers (:path, :authority, …) that a fetch Request refuses. Astro gets a
 * header object without them; req.url and req.method still read the originals.
 */
function fromHttp2(req: IncomingMessage): void {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (name.charCodeAt(0) !== 58 /* : */) headers[name] = value;
  headers.host ??= firstHeader(req.headers[':authority']);
  Object.defineProperty(req, 'headers', { value: headers, configurable: true, enumerable: true });
}

// The hashed scripts, styles and fonts under /_astro/: precompressed, with only the headers that apply to them.
const clientDir = path.join(dist, 'client');
const answerAsset = createAssetHandler(clientDir);

/*
 * The other built files (public/: photos of the site, icons), listed once at start. Astro's standalone
 * handler looked every request up on disk first (a stat that fails for every page: about 3 % of a
 * render's CPU); Astro runs as middleware here and gets only what is not a file.
 */
function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return name === '/_astro' ? [] : listFiles(path.join(dir, entry.name), name);
    return entry.name.startsWith('.') ? [] : [name];
  });
}
const publicFiles = new Set(listFiles(clientDir));

function answerPublicFile(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // answerUnservable has already refused an address that does not decode.
  const file = decodeURI((req.url ?? '/').split(/[?#]/, 1)[0]);
  if (!publicFiles.has(file)) return false;
  send(req, file, { root: clientDir })
    .on('error', (error: { statusCode?: number }) => {
      res.statusCode = error.statusCode ?? 500;
      res.end();
    })
    .pipe(res);
  return true;
}

function onRequest(req: ServerRequest, res: ServerResponse): void {
  if (req.httpVersionMajor === 2) fromHttp2(req);
  if (trustProxy > 0 && !applyForwarded(req)) return refuseForwarded(req, res);
  enforceRequestDeadline(req, res, requestTimeout);
  if (answerAsset(req, res)) return;
  if (answerFromCache(req, res)) return;
  setSecurityHeaders(res);
  addResponseHeaders(req, res);
  if (answerUnservable(req, res)) return;
  compress(req, res, () => limitRequestBody(req, res, () => answerPublicFile(req, res) || handler(req, res)));
}

// TLS 1.2 offers only forward-secret (ECDHE) suites with AEAD ciphers, strongest first; TLS 1.3's are all
// forward-secret. A recorded session stays sealed even if the key leaks later.
const TLS_CIPHERS = [
  'TLS_AES_128_GCM_SHA256',
  'TLS_AES_256_GCM_SHA384',
  'TLS_CHACHA20_POLY1305_SHA256',
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/**
 * HTTP/2's own limits (Node's defaults advertise 4,294,967,295 streams per connection: one client held
 * 3,000 slow uploads open on one): 100 streams at once per connection, as browsers expect and nginx
 * sets; at most 10 MB held per session by the protocol layer, past which it refuses new streams; and a
 * stream idle for STREAM_IDLE_MS is closed (the REQUEST_TIMEOUT deadline ends one whose body is slow).
 */
const HTTP2_MAX_STREAMS = 100;
const HTTP2_SESSION_MEMORY_MB = 10;
const STREAM_IDLE_MS = 60_000;

// Over HTTP/2 the compatibility API's request and response stand in for HTTP/1's, which is what
// compression, send and Astro's handler take (they use the members the two share); fromHttp2 handles the
// one difference that matters to them, the pseudo-headers. Hence the cast of the handler.
const server = tls
  ? http2.createSecureServer(
      {
        cert: fs.readFileSync(tls.cert),
        key: fs.readFileSync(tls.key),
        allowHTTP1: true,
        minVersion: 'TLSv1.2',
        ciphers: TLS_CIPHERS,
        honorCipherOrder: true,
        settings: { maxConcurrentStreams: HTTP2_MAX_STREAMS },
        maxSessionMemory: HTTP2_SESSION_MEMORY_MB,
      },
      onRequest as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void,
    )
  : // Node checks requestTimeout and headersTimeout on this interval (30 s by default: a 30 s timeout
    // then ended a slow body after up to 60 s); the deadline of request-deadline.ts is exact besides.
    http.createServer({ connectionsCheckingInterval: 1000 }, onRequest);
// The HTTP/2 server hands HTTP/1.1 connections (allowHTTP1) to Node's HTTP/1 code, which reads these
// from the server it is given (connectionsCheckingInterval when it starts listening); its type does not
// list them, hence Object.assign.
Object.assign(server, {
  keepAliveTimeout: 65_000,
  headersTimeout: 66_000,
  requestTimeout,
  connectionsCheckingInterval: 1000,
});
if (tls) {
  server.setTimeout(120_000);
  (server as http2.Http2SecureServer).on('stream', (stream) => {
    stream.setTimeout(STREAM_IDLE_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
  });
}
capConnectionsPerClient(server);

/**
 * At most MAX_CONNECTIONS_PER_CLIENT open connections from one client (clientKey: an IPv6 /64 is one), so
 * one client cannot hold all the sockets the process has; a connection past the cap is closed before
 * anything is read from it. Behind a proxy every connection comes from the proxy, which caps clients itself.
 */
function capConnectionsPerClient(target: http.Server | http2.Http2SecureServer): void {
  if (trustProxy > 0) return;
  const open = new Map<string, number>();
  target.on('connection', (socket: Socket) => {
    const key = clientKey(socket.remoteAddress ?? '');
    const count = (open.get(key) ?? 0) + 1;
    if (count > maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? `${host}:${address.port}` : `${host}:${port}`;
  console.log(`Serving on ${tls ? 'https' : 'http'}://${shown}`);
});

// Plain HTTP on another port only redirects to the HTTPS site, same path: to SITE_URL's host when set,
// else HOST and the HTTPS port. Never to the request's Host header, which any client writes: copied into
// Location it made the site redirect to whatever host a link or a poisoned cache put there.
let redirector: http.Server | undefined;
if (tls && redirectPort !== undefined) {
  redirector = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    const target = `${httpsOrigin()}${pathOf(req.url)}`;
    res.writeHead(301, { Location: target, 'Cache-Control': 'no-store', ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Moved to ${target}\n`);
  });
  Object.assign(redirector, { requestTimeout });
  capConnectionsPerClient(redirector);
  redirector.listen(redirectPort, host, () => {
    const address = redirector?.address();
    console.log(`Redirecting http://${host}:${typeof address === 'object' && address ? address.port : redirectPort} to ${httpsOrigin()}`);
  });
}

/** The HTTPS site's origin, from the configuration only. */
function httpsOrigin(): string {
  if (siteUrl) return `https://${new URL(siteUrl).host}`;
  const address = server.address();
  const httpsPort = typeof address === 'object' && address ? address.port : port;
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `https://${name}${httpsPort === 443 ? '' : `:${httpsPort}`}`;
}

/** The request's path and query: an absolute-form target (`GET http://evil.example/`) or anything else not starting with one slash becomes `/`. */
function pathOf(url = '/'): string {
  return url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function shutdown(): void {
  boot.stopServer();
  redirector?.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
