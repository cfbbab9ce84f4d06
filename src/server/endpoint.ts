/**
 * The one wrapper every API endpoint goes through.
 *
 *   export const PUT = endpoint(
 *     { access: 'staff', params: idParams, body: vehicleInputSchema, notFound: 'Vehicle not found' },
 *     ({ params, body, actor }) => {
 *       const result = updateVehicle(params.id, body, actor);
 *       if (!result.ok) return fail('conflict', 'A vehicle with this VIN already exists.', { errors: { vin: '…' } });
 *       return result.vehicle; // a plain value answers 200 JSON; return json(x, 201) for another status
 *     },
 *   );
 *
 * In order it: checks access (401 not signed in, 403 wrong role), parses the
 * path params (a malformed id names nothing: 404 with `notFound`), the query
 * (400 naming each bad field; blank values count as absent) and the body (JSON
 * only, 415 otherwise; or `body: 'multipart'` for endpoints that take files),
 * then calls the handler with the parsed values and the actor. A handler
 * answers with a value (200 JSON), a Response, or `fail(reason, message)`
 * (returned or thrown); each reason has one status and code in FAILURES
 * (src/server/http/api-response.ts). Every error body is `{ message, code, requestId,
 * errors? }`, the id the middleware gave the request. Anything else thrown is
 * logged with that id and answered as a 500, never a stack.
 */
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import type { SessionUser } from '#src/server/auth/session';
import { hasAccess } from '#src/server/auth/guard';
import { displayName } from '#src/lib/format/person-name';
import { ApiFailure, fail, json, readJson, validationError } from '#src/server/http/api-response';
import { readMultipartStream, type MultipartLimits } from '#src/server/http/multipart-stream';
import { limitRefusal, type RateLimit } from '#src/server/http/rate-limit';
import type { CacheEffect, ResolvedCacheEffect } from '#src/server/render/cache-effect';
import { idParamSchema } from '#src/lib/validation/ids';
import { config } from '#src/server/config';
import { authenticateKey, logKeyWrite, presentsKey } from '#src/server/api-keys/key-auth';
import { keyMayCall, type ApiScope } from '#src/lib/api-keys/scopes';

export type Access = 'public' | 'staff' | 'admin';
/** Who makes a change: recorded in the activity log. */
export type Actor = { id: number; name: string };

export { ApiFailure, fail, FAILURES, type FailureReason } from '#src/server/http/api-response';

/** `{ id }` from the path: a positive decimal integer (see idParamSchema). */
export const idParams = z.object({ id: idParamSchema });

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

// zod and zod/mini schemas alike (the shared validation modules use both).
type Schema = z.core.$ZodType;
type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
const parse = (schema: unknown, value: unknown) => z.safeParse(schema as Schema, value);
type BodyOut<B> = B extends 'multipart' ? FormData : Out<B>;

export type EndpointOptions<A extends Access, P, Q, B> = {
  access: A;
  /**
   * The scope a machine's API key needs for this operation (src/lib/api-keys/scopes.ts). Without one the
   * operation is closed to keys (a public one serves a key's request as an anonymous visitor's).
   */
  scope?: ApiScope;
  /**
   * What a successful write changes for cached pages (docs/caches.md): 'nothing' (no cached page shows what it
   * writes), `{ tables }` (the pages that read these tables), `{ paths }` (these pages and those below them; a
   * function of the path params when they name the pages). A write that declares nothing empties the page cache.
   */
  invalidates?: CacheEffect<Out<P>>;
  /** One window per client (src/server/http/rate-limit.ts): past it a 429 with Retry-After, before the body is read. */
  rateLimit?: RateLimit;
  params?: P;
  query?: Q;
  /** A zod schema for a JSON body, or 'multipart' for endpoints that take files (the FormData is passed on). */
  body?: B;
  /** Multipart only: the largest body accepted (413 with `tooLarge`); a body without Content-Length is refused (411). */
  maxBytes?: number;
  tooLarge?: string;
  /** The message of the 404 a malformed path param answers with. */
  notFound?: string;
  /**
   * A refusal decided before the body is read (a client at its rate limit): an anonymous
   * upload is then answered without its megabytes being parsed into memory.
   */
  beforeBody?: (context: APIContext) => ApiFailure | undefined;
  /** Multipart only: read as a stream, refused the moment a file too many or too large arrives (anonymous uploads). */
  multipartLimits?: MultipartLimits;
} & ContractDetails;

/**
 * What the API reference (GET /api/openapi.json) says of an endpoint beyond
 * what the wrapper already knows (access, params, query, body): a test
 * requires both on every operation.
 */
export type ContractDetails = {
  /** One line: what the operation does. */
  summary?: string;
  /** More detail, when one line is not enough (Markdown). */
  description?: string;
  /** The success answer. */
  response?: ResponseContract;
  /** Fields of a multipart body (their names and what they hold). */
  multipartFields?: Record<string, string>;
};

/** A success answer: its status (200 unless said), what it is, and its schema or content type when the server has them. */
export type ResponseContract = {
  status?: number;
  description: string;
  /** A zod schema of the JSON answer. */
  schema?: Schema;
  /** For answers that are not JSON (CSV, XML, images): their content type. */
  contentType?: string;
};

/** An endpoint's contract, carried by the route it returns so the API reference is built from the routes themselves. */
export type EndpointContract = Pick<
  EndpointOptions<Access, unknown, unknown, unknown>,
  'access' | 'scope' | 'invalidates' | 'rateLimit' | 'params' | 'query' | 'body'
> &
  ContractDetails;
export type ContractRoute = APIRoute & { contract: EndpointContract };

export type EndpointContext<A extends Access, P, Q, B> = Omit<APIContext, 'params'> & {
  params: Out<P>;
  query: Out<Q>;
  body: BodyOut<B>;
  /** The signed-in user as the activity log records them; null only on public endpoints. */
  actor: A extends 'public' ? Actor | null : Actor;
  user: A extends 'public' ? SessionUser | null : SessionUser;
  /** Whether the caller has an access level (public endpoints that show staff more). */
  can: (access: Exclude<Access, 'public'>) => boolean;
  /** The 401/403 refusal when the caller lacks an access level, else undefined (a public endpoint's staff-only mode). */
  refusal: (access: Exclude<Access, 'public'>) => ApiFailure | undefined;
};

export type HandlerResult = Response | ApiFailure | object | string | number | boolean | null | undefined;

/** The query string as an object: the first value of each key, blank values left out. */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in out) continue;
    const trimmed = value.trim();
    if (trimmed !== '') out[key] = trimmed;
  }
  return out;
}

export function endpoint<
  A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | 'multipart' | undefined = undefined,
>(
  options: EndpointOptions<A, P, Q, B>,
  handler: (context: EndpointContext<A, P, Q, B>) => HandlerResult | Promise<HandlerResult>,
): ContractRoute {
  const route: APIRoute = async (context) => {
    const requestId = context.locals.requestId;
    try {
      const result = await run(options, handler, context);
      const response = await toResponse(result, context, options.response);
      const key = context.locals.apiKey;
      if (key && !['GET', 'HEAD'].includes(context.request.method) && response.ok) logKeyWrite(key, context.request, response.status);
      return response;
    } catch (error) {
      return errorResponse(error, context.request, requestId);
    }
  };
  const { access, scope, invalidates, rateLimit, params, query, body, summary, description, response, multipartFields } = options;
  const contract = { access, scope, invalidates, rateLimit, params, query, body, summary, description, response, multipartFields };
  return Object.assign(route, { contract: contract as EndpointContract });
}

async function run<A extends Access, P, Q, B>(
  options: EndpointOptions<A, P, Q, B>,
  handler: (context: EndpointContext<A, P, Q, B>) => HandlerResult | Promise<HandlerResult>,
  context: APIContext,
): Promise<HandlerResult> {
  const { locals, request, url } = context;
  if (presentsKey(request)) {
    // A key's request is judged by the key alone (src/server/api-keys/key-auth.ts), whatever else it carries.
    const caller = authenticateKey(request, context.clientAddress);
    if (caller instanceof ApiFailure) return caller;
    const scoped = keyMayCall(caller.key.scopes, options.scope);
    if (!scoped && options.access !== 'public') {
      return options.scope
        ? fail('forbidden', `This API key lacks the scope ${options.scope}, which this operation needs.`, {
            errors: { scope: `The key needs ${options.scope}` },
          })
        : fail('forbidden', 'This operation is not open to API keys: it needs a staff session.');
    }
    locals.session = null;
    locals.user = scoped ? caller.user : null;
    locals.apiKey = scoped ? caller : undefined;
  }
  const refusal = (access: Exclude<Access, 'public'>) => {
    if (!locals.user) return fail('unauthenticated', 'You must be signed in to do this.');
    if (!hasAccess(locals, access)) return fail('forbidden', 'You do not have permission to do this.');
    return undefined;
  };
  const refused = options.access === 'public' ? undefined : refusal(options.access);
  if (refused) return refused;

  let params: unknown = undefined;
  if (options.params) {
    const parsed = parse(options.params, context.params);
    // A malformed id names no record: the same answer as an id that does not exist.
    if (!parsed.success) return fail('not-found', options.notFound ?? 'Not found');
    params = parsed.data;
  }

  let query: unknown = undefined;
  if (options.query) {
    const parsed = parse(options.query, queryObject(url));
    if (!parsed.success) return validationError(parsed.error.issues);
    query = parsed.data;
  }

  const limit = options.rateLimit;
  // A key's request counts in its key's window, never in its address's.
  const limited = limit && !locals.apiKey && (!limit.exempt || !hasAccess(locals, limit.exempt)) ? limit : undefined;
  const overLimit = limited && limitRefusal(limited, context.clientAddress);
  if (overLimit) return overLimit;

  const early = options.beforeBody?.(context);
  if (early) return early;

  let body: unknown = undefined;
  if (options.body === undefined) {
    // An endpoint that declares no body reads none; a form-like one is refused as the JSON endpoints refuse it.
    if (hasBody(request) && !isJsonType(request)) return fail('unsupported-type', 'Content-Type must be application/json');
  } else if (options.body === 'multipart') {
    const form = await readMultipart(request, options.maxBytes, options.tooLarge, options.multipartLimits);
    if (form instanceof ApiFailure) return form;
    body = form;
  } else if (options.body) {
    const read = await readJson(request, { safeParse: (value: unknown) => parse(options.body, value) });
    if ('failure' in read) return read.failure;
    body = read.data;
  }

  if (limited) limited.limiter.hit(context.clientAddress);
  const invalidates = options.invalidates;
  locals.cacheEffect =
    typeof invalidates === 'object' && 'paths' in invalidates && typeof invalidates.paths === 'function'
      ? { paths: invalidates.paths(params as Out<P>) }
      : (invalidates as ResolvedCacheEffect | undefined);

  const user = locals.user;
  const actor = locals.apiKey?.actor ?? (user ? { id: user.id, name: displayName(user) } : null);
  return handler({
    ...context,
    params,
    query,
    body,
    actor,
    user,
    can: (access: Exclude<Access, 'public'>) => hasAccess(locals, access),
    refusal,
  } as unknown as EndpointContext<A, P, Q, B>);
}

const hasBody = (request: Request) => Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');
const isJsonType = (request: Request) => /^application\/json\b/i.test(request.headers.get('content-type') ?? '');

async function readMultipart(
  request: Request,
  maxBytes: number | undefined,
  tooLarge = 'The upload is too large.',
  limits?: MultipartLimits,
): Promise<FormData | ApiFailure> {
  if (maxBytes !== undefined) {
    // Refuse an oversized body before reading it; without a length the size is unknown, so refuse that too.
    const declared = request.headers.get('content-length');
    if (declared === null) return fail('length-required', 'The upload must declare its size (Content-Length).');
    if (Number(declared) > maxBytes) return fail('too-large', tooLarge);
  }
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    return fail('unsupported-type', 'Content-Type must be multipart/form-data');
  }
  if (limits) return readMultipartStream(request, limits);
  try {
    return await request.formData();
  } catch {
    return fail('invalid', 'The upload could not be read as multipart form data.');
  }
}

async function toResponse(result: HandlerResult, context: APIContext, declared: ResponseContract | undefined): Promise<Response> {
  const requestId = context.locals.requestId;
  const response = answerOf(result, requestId);
  if (!declared?.schema || !config().checkResponses) return response;
  const mismatch = await schemaMismatch(response, declared.schema);
  if (!mismatch) return response;
  const { method, url } = context.request;
  console.error(`[api] response of ${method} ${new URL(url).pathname} does not match its schema (request ${requestId}): ${mismatch}`);
  return fail('internal', INTERNAL_MESSAGE).toResponse(requestId);
}

function answerOf(result: HandlerResult, requestId: string): Response {
  if (result instanceof Response) return result;
  if (result instanceof ApiFailure) return result.toResponse(requestId);
  if (result === undefined) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  return json(result);
}

const MISMATCHES_LOGGED = 10;
// Shared answers come compressed already when the caller accepts it (src/server/render/shared-json.ts).
const DECODERS = { br: promisify(brotliDecompress), gzip: promisify(gunzip), deflate: promisify(inflate) };

/**
 * CHECK_RESPONSES (the test servers): a JSON success answer, as sent, checked against the contract's schema.
 * A field the schema does not name counts too (zod would strip it silently), so the published schema is the
 * whole answer. Returns the mismatches as `path: message; …`, or undefined when the answer fits.
 */
async function schemaMismatch(response: Response, schema: Schema): Promise<string | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status < 200 || response.status > 299 || response.status === 204 || !/^application\/json\b/i.test(type)) return undefined;
  const encoding = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  if (encoding !== 'identity' && !(encoding in DECODERS)) return `(the answer): its Content-Encoding ${encoding} cannot be checked`;
  const body = encoding === 'identity' ? bytes : await DECODERS[encoding as keyof typeof DECODERS](bytes);
  const sent: unknown = JSON.parse(body.toString('utf8'));
  const parsed = parse(schema, sent);
  const problems = parsed.success
    ? undeclaredFields(sent, parsed.data, []).map((at) => ({ path: at, message: 'not in the schema' }))
    : parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  if (!problems.length) return undefined;
  const lines = problems.slice(0, MISMATCHES_LOGGED).map(({ path, message }) => `${path.join('.') || '(the answer)'}: ${message}`);
  if (problems.length > MISMATCHES_LOGGED) lines.push(`and ${problems.length - MISMATCHES_LOGGED} more`);
  return lines.join('; ');
}

/** The paths of object keys in the answer that the parsed value dropped (keys the schema does not declare). */
function undeclaredFields(sent: unknown, kept: unknown, at: string[]): string[][] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, i) => undeclaredFields(item, kept[i], [...at, String(i)]));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.keys(sent).flatMap((key) => (key in kept ? undeclaredFields(sent[key], kept[key], [...at, key]) : [[...at, key]]));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Any error a handler throws, as the API's error shape. Refusals keep their
 * status; a busy database is a 503 to retry; anything else is logged here
 * with the request's id (with the stack, on the server only) and answered as
 * a bare 500 carrying the same id, so a report of it finds its log line.
 */
export function errorResponse(error: unknown, request: Request, requestId: string): Response {
  if (error instanceof ApiFailure) return error.toResponse(requestId);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return fail('busy', BUSY_MESSAGE, {}, { 'Retry-After': '1' }).toResponse(requestId);
  }
  const { pathname } = new URL(request.url);
  console.error(`[api] ${request.method} ${pathname} failed (request ${requestId}):`, error);
  return fail('internal', INTERNAL_MESSAGE).toResponse(requestId);
}
