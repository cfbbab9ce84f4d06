// Serves the built site: Astro's request handler behind compression,
// security and caching headers, over HTTP or HTTPS (TLS_CERT + TLS_KEY), alone
// or behind a reverse proxy (TRUST_PROXY). Anonymous hits of the page cache are
// answered here, before Astro's request pipeline, at close to a bare server's speed.
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import send from 'send';
import { randomUUID } from 'node:crypto';
import { limitRequestBody } from './body-limit.mjs';
import { failureBody, REQUEST_ID_HEADER } from './api-failures.mjs';
import { createAssetHandler } from './assets.mjs';
import { serverOptions } from './options.mjs';
import { startDailyBackups } from '#src/server/backup/schedule.mjs';
import { pageCachePort } from './page-cache-port.mjs';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.NODE_ENV ??= 'production';
const root = process.env.ATELIER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { handler } = await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href);

let options;
try {
  options = serverOptions(process.env);
  startDailyBackups(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { port, host, tls, redirectPort, trustProxy, hsts } = options;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
};

function setSecurityHeaders(res) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

// Astro sends the page policy (hashes of its inline scripts and styles, see astro.config.mjs) as a header
// on on-demand pages. frame-ancestors has no effect in the <meta> it writes for prerendered pages, so
// every page gets it here as a second policy (a browser enforces both). Everything else (JSON, images,
// scripts, fonts) loads nothing itself and gets a policy that allows nothing.
const FRAME_POLICY = "frame-ancestors 'none'";
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Staff screens hold customers' names and e-mails: nothing may keep them.
const isStaffPath = (url = '') => /^\/(?:employee|admin)(?:[/?#]|$)/.test(url);
const isApiPath = (url = '') => /^\/api(?:[/?#]|$)/.test(url);

function addResponseHeaders(req, res) {
  const staffPath = isStaffPath(req.url);
  const apiPath = isApiPath(req.url);
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
    // Headers given to writeHead win over setHeader ones; set them first so the policy sees the final set.
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      headers = undefined;
    }
    const page = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
    const own = res.getHeader('content-security-policy');
    if (page) res.setHeader('Content-Security-Policy', own ? [String(own), FRAME_POLICY] : FRAME_POLICY);
    else if (!own) res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
    // Staff screens are never stored anywhere, whatever they say. API answers and pages that did not come
    // from the page cache (an error page, a staff member's view of a public page) are not stored either,
    // unless the endpoint chose otherwise (the public vehicle list may be cached briefly by browsers).
    if (staffPath) res.setHeader('Cache-Control', 'no-store');
    else if ((apiPath || page) && !res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
    const args = [statusCode, ...(reason === undefined ? [] : [reason]), ...(headers === undefined ? [] : [headers])];
    return writeHead.apply(this, args);
  };
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

function answerUnservable(req, res) {
  let refusal;
  if (REFUSED_METHODS.has(req.method)) refusal = [405, 'method-not-allowed', `${req.method} is not allowed`, { Allow: ALLOWED_METHODS }];
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

// What Astro answers uncompressed (API JSON, feeds, redirects' bodies) is compressed here, brotli at
// quality 2. Pages are not: a rendered page arrives already compressed by src/server/page-compression.ts
// (brotli quality 0 on the thread pool), and a cached page was compressed once, harder, when stored.
const compress = compression({ threshold: 1024, brotli: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 2 } } });

// --- page-cache hits, before Astro ------------------------------------------------------------
/** Per cached entry, the finished header objects for each encoding and for 304, built on first use. */
const hitHeaders = new WeakMap();

function headersFor(entry, encoding, body, notModified) {
  let forEntry = hitHeaders.get(entry);
  if (!forEntry) hitHeaders.set(entry, (forEntry = {}));
  const slot = notModified ? `304-${encoding}` : encoding;
  if (forEntry[slot]) return forEntry[slot];
  const headers = { ...SECURITY_HEADERS };
  let ownPolicy;
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

function answerFromCache(req, res) {
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
function firstHeader(value) {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * With TRUST_PROXY=n (n proxies in front of us), the client is the n-th address from the right of
 * X-Forwarded-For + the socket's address; the scheme is what the nearest proxy says in X-Forwarded-Proto.
 * Without it both headers are ignored: anyone can send them.
 */
function applyForwarded(req) {
  const socket = req.socket;
  const chain = (firstHeader(req.headers['x-forwarded-for']) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = [socketAddress(socket), ...chain.reverse()];
  const client = hops[Math.min(trustProxy, hops.length - 1)];
  // Astro reads the client address from the socket and the scheme from socket.encrypted; a keep-alive
  // socket carries many requests, so both are set again for each.
  Object.defineProperty(socket, 'remoteAddress', { value: client, configurable: true });
  const proto = (firstHeader(req.headers['x-forwarded-proto']) ?? '').split(',').pop()?.trim().toLowerCase();
  if (proto === 'https' || proto === 'http') Object.defineProperty(socket, 'encrypted', { value: proto === 'https', configurable: true });
  delete req.headers['x-forwarded-for'];
  delete req.headers['x-forwarded-proto'];
  delete req.headers['x-forwarded-host'];
}

const socketAddresses = new WeakMap();
function socketAddress(socket) {
  // The real peer, remembered before applyForwarded replaces remoteAddress on this socket.
  if (!socketAddresses.has(socket)) socketAddresses.set(socket, socket.remoteAddress);
  return socketAddresses.get(socket);
}

/**
 * HTTP/2 requests carry pseudo-headers (:path, :authority, …) that a fetch Request refuses. Astro gets a
 * header object without them; req.url and req.method still read the originals.
 */
function fromHttp2(req) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (name.charCodeAt(0) !== 58 /* : */) headers[name] = value;
  headers.host ??= req.headers[':authority'];
  Object.defineProperty(req, 'headers', { value: headers, configurable: true, enumerable: true });
}

// The hashed scripts, styles and fonts under /_astro/: precompressed, with only the headers that apply to them.
const clientDir = path.join(root, 'dist/client');
const answerAsset = createAssetHandler(clientDir);

/*
 * The other built files (public/: photos of the site, icons), listed once at start. Astro's standalone
 * handler looked every request up on disk first (a stat that fails for every page: about 3 % of a
 * render's CPU); Astro runs as middleware here and gets only what is not a file.
 */
function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return name === '/_astro' ? [] : listFiles(path.join(dir, entry.name), name);
    return entry.name.startsWith('.') ? [] : [name];
  });
}
const publicFiles = new Set(listFiles(clientDir));

function answerPublicFile(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // answerUnservable has already refused an address that does not decode.
  const file = decodeURI((req.url ?? '/').split(/[?#]/, 1)[0]);
  if (!publicFiles.has(file)) return false;
  send(req, file, { root: clientDir })
    .on('error', (error) => {
      res.statusCode = error.statusCode ?? 500;
      res.end();
    })
    .pipe(res);
  return true;
}

function onRequest(req, res) {
  if (req.httpVersionMajor === 2) fromHttp2(req);
  if (trustProxy > 0) applyForwarded(req);
  if (answerAsset(req, res)) return;
  if (answerFromCache(req, res)) return;
  setSecurityHeaders(res);
  addResponseHeaders(req, res);
  if (answerUnservable(req, res)) return;
  compress(req, res, () => limitRequestBody(req, res, () => answerPublicFile(req, res) || handler(req, res)));
}

const server = tls
  ? http2.createSecureServer({ cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key), allowHTTP1: true }, onRequest)
  : http.createServer(onRequest);
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 30_000;
if (tls) server.setTimeout(120_000);

server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? `${host}:${address.port}` : `${host}:${port}`;
  console.log(`Serving on ${tls ? 'https' : 'http'}://${shown}`);
});

// Plain HTTP on another port only redirects to the HTTPS site (same host, same path).
let redirector;
if (tls && redirectPort !== undefined) {
  redirector = http.createServer((req, res) => {
    const hostHeader = (req.headers.host ?? host).replace(/:\d+$/, '');
    const target = `https://${hostHeader}${port === 443 ? '' : `:${server.address()?.port ?? port}`}${req.url ?? '/'}`;
    res.writeHead(301, { Location: target, 'Cache-Control': 'no-store', ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Moved to ${target}\n`);
  });
  redirector.listen(redirectPort, host, () => {
    const address = redirector.address();
    console.log(`Redirecting http://${host}:${typeof address === 'object' && address ? address.port : redirectPort} to https`);
  });
}

function shutdown() {
  redirector?.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
