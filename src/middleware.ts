import { randomUUID } from 'node:crypto';
import { defineMiddleware, sequence } from 'astro:middleware';
import { hasAccess } from '#src/server/auth/guard';
import {
  deleteSessionCookie,
  sessionCookieName,
  setSessionCookie,
  sweepExpiredSessions,
  validateSessionToken,
} from '#src/server/auth/session';
import { errorResponse } from '#src/server/endpoint';
import { fail, REQUEST_ID_HEADER } from '#src/server/http';
import { withIslandStyleInHead } from '#src/server/island-style';
import { invalidateAfterWrite, respondWithPageCache } from '#src/server/page-cache';
import { compressPage } from '#src/server/page-compression';
import { startLeadRetention } from '#src/server/leads/retention';
import { startDemoMediaRenderer } from '#src/server/demo-media';
import { bootServer } from '#src/server/boot';

bootServer();

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * Every request gets its own id here, once; a client's X-Request-Id is not
 * taken (it could collide with another's or forge a log line). Error bodies
 * carry it (src/server/http.ts), so does the log line of a failure, and every
 * API answer sends it back in X-Request-Id.
 */
const requestId = defineMiddleware(async (context, next) => {
  const id = randomUUID();
  context.locals.requestId = id;
  const response = await next();
  if (!isApiPath(context.url.pathname)) return response;
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    // A response with immutable headers (Response.redirect): a copy takes the header.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, id);
    return copy;
  }
});

const sessions = defineMiddleware((context, next) => {
  startLeadRetention();
  startDemoMediaRenderer();
  context.locals.user = null;
  context.locals.session = null;
  const token = context.cookies.get(sessionCookieName())?.value;
  if (token) {
    sweepExpiredSessions();
    const { session, user } = validateSessionToken(token);
    if (session) {
      // Sliding expiry: the cookie follows the session's renewed expiry.
      setSessionCookie(context.cookies, token, session.expiresAt);
      context.locals.session = session;
      context.locals.user = user;
    } else {
      deleteSessionCookie(context.cookies);
    }
  }
  return next();
});

/**
 * Astro's origin check (security.checkOrigin, turned off in astro.config.mjs for this):
 * a non-GET from another origin with a form-like body (or no content type) is refused.
 * The exception is one-click unsubscribe, which mail programs post server-side without
 * an Origin (RFC 8058); its signed token is the authority, so a forged post can only
 * unsubscribe the address the token names, which is what the token's owner asked for.
 */
const ORIGIN_EXEMPT_PATHS = new Set(['/unsubscribe']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const originCheck = defineMiddleware((context, next) => {
  const { request, url, isPrerendered } = context;
  if (isPrerendered || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return next();
  if (ORIGIN_EXEMPT_PATHS.has(url.pathname.replace(/\/+$/, ''))) return next();
  const sameOrigin = request.headers.get('origin') === url.origin;
  const type = request.headers.get('content-type');
  const forbidden = type === null ? !sameOrigin : FORM_TYPES.some((t) => type.toLowerCase().includes(t)) && !sameOrigin;
  if (!forbidden) return next();
  const message = `Cross-site ${request.method} form submissions are forbidden`;
  if (isApiPath(url.pathname)) return fail('forbidden', message).toResponse(context.locals.requestId);
  return new Response(message, { status: 403 });
  return next();
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Astro's origin check skips JSON bodies, so API writes accept only JSON
 * (which a cross-site form cannot send without CORS) or multipart for uploads.
 */
const apiContentType = defineMiddleware((context, next) => {
  const { request, url } = context;
  if (!url.pathname.startsWith('/api/') || !WRITE_METHODS.has(request.method)) return next();
  const hasBody = Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');
  if (!hasBody) return next();
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const json = type.startsWith('application/json');
  // Multipart only where files are taken: staff uploads, and the trade-in form's photos.
  const multipart =
    type.startsWith('multipart/form-data') && (url.pathname.startsWith('/api/upload/') || url.pathname === '/api/leads/trade-in');
  if (!json && !multipart) return fail('unsupported-type', 'Content-Type must be application/json').toResponse(context.locals.requestId);
  return next();
});

/**
 * An API client gets JSON, never an HTML page: unknown /api paths, methods an
 * endpoint does not offer and errors that escape an endpoint answer { message }.
 */
const apiNotFound = defineMiddleware(async (context, next) => {
  if (!isApiPath(context.url.pathname)) return next();
  const { requestId } = context.locals;
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // Endpoints catch their own errors (src/server/endpoint.ts); this is for anything that escapes one.
    return errorResponse(error, context.request, requestId);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (isJson || response.status < 400) return response;
  if (response.status === 404) return fail('not-found', 'Not found').toResponse(requestId);
  if (response.status === 405) return fail('method-not-allowed', `${context.request.method} is not allowed here`).toResponse(requestId);
  if (response.status >= 500) {
    console.error(`[api] ${context.request.method} ${context.url.pathname} answered ${response.status} (request ${requestId})`);
    return fail('internal', 'Something went wrong on our side. Please try again in a moment.').toResponse(requestId);
  }
  return response;
});

/** Staff pages are guarded on the server, on direct navigation too. */
const pageGuards = defineMiddleware((context, next) => {
  const path = context.url.pathname;
  const next_ = encodeURIComponent(path + context.url.search);
  if (path.startsWith('/employee') && path !== '/employee/login' && !hasAccess(context.locals, 'staff')) {
    return context.redirect(`/employee/login?next=${next_}`, 302);
  }
  if (path.startsWith('/admin') && path !== '/admin/login' && !hasAccess(context.locals, 'admin')) {
    return context.redirect(`/admin/login?next=${next_}`, 302);
  }
  return next();
});

/**
 * Anonymous visitors share one rendering of each public page until staff
 * change something: any successful API write drops the whole cache, so no
 * endpoint can forget to. Requests with any cookie are rendered fresh.
 */
const pageCache = defineMiddleware(async ({ request }, next) => {
  const response = await respondWithPageCache(request, () => next());
  invalidateAfterWrite(request, response);
  return response;
});

/** Rendered pages are compressed in one piece off the main thread (cache replays come already encoded). */
const pageCompression = defineMiddleware(async (context, next) => compressPage(context.request, await next()));

/** Astro's island <style> goes to the head (valid HTML); inside the page cache, so cached pages hold the result. */
const islandStyle = defineMiddleware(async (context, next) => {
  const response = await next();
  return context.url.pathname.startsWith('/api/') ? response : withIslandStyleInHead(response);
});

export const onRequest = sequence(
  requestId,
  originCheck,
  pageCompression,
  pageCache,
  islandStyle,
  apiNotFound,
  sessions,
  apiContentType,
  pageGuards,
);
