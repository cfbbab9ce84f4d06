import { randomUUID } from 'node:crypto';
import { defineMiddleware, sequence } from 'astro:middleware';
import { hasAccess } from '#src/server/auth/guard';
import { EMAIL_STEP_PATH, needsEmailStep } from '#src/server/auth/staff-email-step';
import { deleteSessionCookie, sessionCookieName, setSessionCookie, validateSessionToken } from '#src/server/auth/session';
import { errorResponse } from '#src/server/endpoint';
import { fail, REQUEST_ID_HEADER } from '#src/server/http/api-response';
import { withIslandStyleInHead } from '#src/server/render/island-style';
import { invalidateAfterWrite, readDataVersionsFrom, respondWithPageCache } from '#src/server/render/page-cache';
import { compressPage } from '#src/server/render/page-compression';
import { bootServer } from '#src/server/boot';
import { readShopperSession } from '#src/server/shoppers/shopper-session';
import { readDataVersions, withSteadyVersion } from '#src/db/data-version';
import { db } from '#src/db/client';
import { isApiPath } from '#src/server/http/api-path';

// The HTTP server has booted (database, background jobs) at start; `astro dev` has not (no-op otherwise).
bootServer();
// Cached pages are kept with the data versions they were rendered from (docs/caches.md).
readDataVersionsFrom(() => readDataVersions(db()));

/**
 * Every request gets its own id here, once; a client's X-Request-Id is not
 * taken (it could collide with another's or forge a log line). Error bodies
 * carry it (src/server/http/api-response.ts), so does the log line of a failure, and every
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

/**
 * Fills `locals.user` and `locals.session` from the session cookie (Lucia's
 * pattern: the cookie holds a token, the database its SHA-256). A cookie whose
 * session has ended is deleted, so the browser stops sending it.
 */
const sessions = defineMiddleware((context, next) => {
  context.locals.user = null;
  context.locals.session = null;
  const token = context.cookies.get(sessionCookieName())?.value;
  if (token) {
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
 * The shopper's session (src/server/shoppers/shopper-session.ts), read only by the shopper's own API:
 * public pages are the same cached HTML for everyone, and the staff side never looks at it, so a
 * shopper is anonymous there (`locals.user` stays null).
 */
const SHOPPER_API = '/api/shopper/';
const shopperSessions = defineMiddleware((context, next) => {
  context.locals.shopper = context.url.pathname.startsWith(SHOPPER_API) ? readShopperSession(context.cookies) : null;
  return next();
});

/**
 * Astro's origin check, done here instead (security.checkOrigin is off in astro.config.mjs
 * so that one path can be exempt): a request other than GET, HEAD or OPTIONS is refused with
 * a 403 (JSON under /api) when its Origin is another site's (or "null"), or its
 * Sec-Fetch-Site says it did not come from our own pages, whatever its body; and when its
 * Origin is missing and its body is form-like (the types a cross-site <form> can send) or
 * untyped. A JSON post with neither header comes from a program, not a browser page on
 * another site (browsers send Origin on every cross-origin post), and passes to its endpoint's
 * contract (src/server/endpoint.ts): that is how a machine's API key comes, and the contract refuses a key
 * sent with a browser's headers (src/server/api-keys/key-auth.ts).
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
  const origin = request.headers.get('origin');
  const sameOrigin = origin === url.origin;
  const fetchSite = request.headers.get('sec-fetch-site');
  const type = request.headers.get('content-type');
  const crossSite = (origin !== null && !sameOrigin) || (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none');
  const formLike = type === null || FORM_TYPES.some((t) => type.toLowerCase().includes(t));
  const forbidden = crossSite || (formLike && !sameOrigin);
  if (!forbidden) return next();
  const message = formLike
    ? `Cross-site ${request.method} form submissions are forbidden`
    : `Cross-site ${request.method} requests are forbidden`;
  if (isApiPath(url.pathname)) return fail('forbidden', message).toResponse(context.locals.requestId);
  return new Response(message, { status: 403 });
});

/**
 * An API client gets JSON, never an HTML page: unknown /api paths, methods an
 * endpoint does not offer and errors that escape an endpoint answer the API's
 * error body (src/server/http/api-response.ts) with this request's id; a 5xx is logged with it.
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
  const portalPage = path.startsWith('/employee') || path.startsWith('/admin');
  if (portalPage && path !== EMAIL_STEP_PATH && context.request.method === 'GET' && needsEmailStep(context.locals.user, context.cookies)) {
    return context.redirect(`${EMAIL_STEP_PATH}?next=${next_}`, 302);
  }
  return next();
});

/**
 * Anonymous visitors share one rendering of each public page (src/server/render/page-cache.ts).
 * The HTTP server answers most hits before Astro (serve/serve.ts); here a miss is
 * rendered and stored. Only the staff session cookie (or an Authorization header)
 * makes a GET of a public page render fresh: the other cookies (consent,
 * personalisation, analytics) change nothing the server renders, since what is
 * personal is applied in the browser, so they neither bypass nor split the cache.
 * Every answer then goes through `invalidateAfterWrite` with what the endpoint's contract
 * says its write changes (`invalidates`, in locals.cacheEffect); an API write that says
 * nothing empties the page cache, so no endpoint can forget (docs/caches.md).
 */
const pageCache = defineMiddleware(async ({ request, locals, url }, next) => {
  const response = await respondWithPageCache(request, () => next());
  invalidateAfterWrite(request, response, locals.cacheEffect ?? (isApiPath(url.pathname) ? 'everything' : 'nothing'));
  return response;
});

/** Rendered pages are compressed in one piece, never on the server's thread (cache replays come already encoded). */
const pageCompression = defineMiddleware(async (context, next) => compressPage(context.request, await next()));

/** Astro's island <style> goes to the head (valid HTML); inside the page cache, so cached pages hold the result. */
const islandStyle = defineMiddleware(async (context, next) => {
  const response = await next();
  return isApiPath(context.url.pathname) ? response : withIslandStyleInHead(response);
});

/** A page's GET reads the content version once (src/db/data-version.ts); a write, or any API call, at every query. */
const steadyVersion = defineMiddleware((context, next) =>
  (context.request.method === 'GET' || context.request.method === 'HEAD') && !isApiPath(context.url.pathname)
    ? withSteadyVersion(next)
    : next(),
);

export const onRequest = sequence(
  requestId,
  originCheck,
  pageCompression,
  pageCache,
  islandStyle,
  apiNotFound,
  sessions,
  shopperSessions,
  pageGuards,
  steadyVersion,
);
