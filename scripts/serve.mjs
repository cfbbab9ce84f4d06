// Serves the built site: Astro's standalone handler behind compression and
// security headers. @astrojs/node sends text uncompressed and we deploy
// without a proxy, so brotli/gzip happens here.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { limitRequestBody } from './body-limit.mjs';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { handler } = await import(pathToFileURL(path.join(root, 'dist/server/entry.mjs')).href);

const production = process.env.NODE_ENV === 'production';
const secure = process.env.SECURE_COOKIES ? process.env.SECURE_COOKIES === 'true' : production;

function setSecurityHeaders(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

// Astro sends the page policy (hashes of its inline scripts and styles, see astro.config.mjs) as a header
// on on-demand pages. frame-ancestors has no effect in the <meta> it writes for prerendered pages, so
// every page gets it here as a second policy (a browser enforces both). Everything else (JSON, images,
// scripts, fonts) loads nothing itself and gets a policy that allows nothing.
const FRAME_POLICY = "frame-ancestors 'none'";
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function addContentSecurityPolicy(res) {
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
    const args = [statusCode, ...(reason === undefined ? [] : [reason]), ...(headers === undefined ? [] : [headers])];
    return writeHead.apply(this, args);
  };
}

/**
 * Requests the Astro handler cannot take, answered here: a method Node's
 * Request refuses (TRACE, TRACK: it answered them with a 500) and an address
 * whose percent-encoding does not decode (it answered plain text). Under /api
 * the answer is the API's JSON { message }. True when answered.
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function answerUnservable(req, res) {
  let refusal;
  if (REFUSED_METHODS.has(req.method)) refusal = [405, `${req.method} is not allowed`, { Allow: ALLOWED_METHODS }];
  else {
    try {
      decodeURI(req.url ?? '/');
    } catch {
      refusal = [400, 'The address is malformed (bad percent-encoding).', {}];
    }
  }
  if (!refusal) return false;
  const [status, message, headers] = refusal;
  const api = /^\/api(?:[/?#]|$)/.test(req.url ?? '');
  const body = api ? JSON.stringify({ message }) : message;
  const type = api ? 'application/json' : 'text/plain; charset=utf-8';
  res.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

const compress = compression({ threshold: 1024 });

const server = http.createServer((req, res) => {
  setSecurityHeaders(res);
  addContentSecurityPolicy(res);
  if (answerUnservable(req, res)) return;
  compress(req, res, () => limitRequestBody(req, res, () => handler(req, res)));
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 30_000;

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? `${host}:${address.port}` : `${host}:${port}`;
  console.log(`Serving on http://${shown}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
