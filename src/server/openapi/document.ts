/**
 * The OpenAPI 3.1 document of the API, built from the route modules
 * themselves: each endpoint() carries its contract (access, path params,
 * query, body, summary, success answer), and the zod schemas it parses with
 * are rendered by zod-openapi. Served at GET /api/openapi.json and shown at
 * /api-reference; a route without a contract cannot hide from it (an API
 * test compares the document with the files under src/pages/api).
 */
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { DEALER } from '#src/lib/dealer';
import type { Access, ContractRoute, EndpointContract } from '#src/server/endpoint';
import { FAILURES, type FailureReason } from '#src/server/http/api-response';
import { sessionCookieName } from '#src/server/auth/session';
import { API_SCOPES, SCOPE_DESCRIPTIONS } from '#src/lib/api-keys/scopes';
import { apiPathOf, tagOf } from './route-path';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A route module's exports, as import.meta.glob gives them. */
export type RouteModules = Record<string, Record<string, unknown>>;

const TAG_DESCRIPTIONS: Record<string, string> = {
  activity: 'The staff activity log.',
  'api-keys': "Machines' API keys (admin only): create one with its scopes, see when and from where each was last used, rotate, revoke.",
  analytics: 'Anonymous, consent-based visitor analytics.',
  appointments: 'Viewing appointments: public booking and self-service, the staff calendar, blocked times and settings.',
  auth: 'Signing in and out, the current user, password changes.',
  customers: "A customer's data: export and erasure (privacy law requests).",
  dashboard: 'Figures for the portal dashboards.',
  'document-requests': "Shoppers' requests for a vehicle document kept on request, and their release by e-mail.",
  events: 'Analytics events sent by browsers that allowed them.',
  feeds: 'Inventory feeds for marketplaces.',
  'garage-registers': 'The garage register of sold vehicles.',
  'site-content':
    'Blocks of the site’s copy staff edit (the FAQ, the about, contact, privacy and terms pages): drafts, publishing, revisions.',
  inquiries: 'Inquiries from the website and replies to them.',
  journal: 'The journal (blog posts): drafts, preview, publishing and scheduling, revisions.',
  leads: 'Typed leads (trade-in, offer, financing) and their ADF/XML export.',
  media: 'The media library of vehicle photos.',
  openapi: 'This document.',
  outbox: 'Outgoing e-mail and its delivery.',
  reports: 'Sales and inventory reports.',
  settings: 'Dealer contact details, lead handling and pricing rules.',
  'shopper-signal': 'What staff see of shoppers’ interest: the most-saved cars, saves per vehicle, a customer’s saves and searches.',
  shopper:
    "The shopper's own account (My garage): e-mailed sign-in links, passkeys, saved vehicles and searches. These need a shopper session (its own cookie), never a staff one; a staff session is not a shopper session.",
  testimonials: 'Customer testimonials.',
  upload: 'Image uploads.',
  users: 'Staff accounts (admin only).',
  vehicles: 'The inventory.',
  webhooks: 'Signed webhooks (admin only, Standard Webhooks): endpoints, the events they receive, their delivery log and "send again".',
};

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Public: no sign-in needed.',
  staff: 'Staff: a signed-in employee or admin (session cookie from POST /api/auth/login).',
  admin: 'Admin: a signed-in admin (session cookie from POST /api/auth/login).',
};

const CODES = Object.values(FAILURES).map((f) => f.code) as [string, ...string[]];
const errorSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words a person can read.' }),
    code: z.enum(CODES).meta({ description: 'What went wrong, for a program: one code per kind of failure.' }),
    requestId: z.string().meta({ description: "This request's id, as in the X-Request-Id header and the server's log." }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Validation failures: the message of each invalid field, by its path (`images.1`, `_` for the whole body).' }),
  })
  .meta({ id: 'Error', description: 'Every error answer of the API.' });

const requestIdHeader = z.string().meta({ description: "This request's id; the same as `requestId` in an error body." });

function errorResponse(reason: FailureReason, description: string) {
  return {
    description: `${description} (\`${FAILURES[reason].code}\`)`,
    headers: z.object({ 'X-Request-Id': requestIdHeader }),
    content: { 'application/json': { schema: errorSchema } },
  };
}

/** The error answers an operation can give, from what its contract says it checks. */
function errorResponses(contract: EndpointContract, method: HttpMethod) {
  const out: Record<string, ReturnType<typeof errorResponse>> = {};
  const { body, query, params, access } = contract;
  if (body || query || (method !== 'GET' && method !== 'DELETE'))
    out['400'] = errorResponse('invalid', 'Invalid input: each bad field named in `errors`');
  if (access !== 'public') {
    out['401'] = errorResponse('unauthenticated', 'Not signed in');
    out['403'] = errorResponse('forbidden', access === 'admin' ? 'Signed in, but not as an admin' : 'Signed in, but not as staff');
  }
  if (params) out['404'] = errorResponse('not-found', 'No such record (a malformed id names none either)');
  if (body) out['413'] = errorResponse('too-large', 'The body is too large');
  if (body || method !== 'GET') {
    out['415'] = errorResponse('unsupported-type', body === 'multipart' ? 'The body is not multipart/form-data' : 'The body is not JSON');
  }
  if (contract.rateLimit || contract.scope)
    out['429'] = errorResponse('rate-limited', 'This client is past its window: retry after the Retry-After seconds');
  out['500'] = errorResponse('internal', 'Something failed on the server; the log line carries the request id');
  out['503'] = errorResponse('busy', 'The database is busy: retry after the Retry-After seconds');
  return out;
}

/** Path parameters named in the path but not parsed by the wrapper (the handler reads them itself). */
function pathParams(path: string, contract: EndpointContract) {
  if (contract.params) return contract.params as z.ZodObject;
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (!names.length) return undefined;
  return z.object(Object.fromEntries(names.map((n) => [n, z.string()])));
}

function successResponse(contract: EndpointContract, method: HttpMethod) {
  const declared = contract.response;
  const status = String(declared?.status ?? (method === 'POST' ? 201 : 200));
  const description = declared?.description ?? 'Success';
  if (status === '204') return { [status]: { description } };
  const headers = z.object({ 'X-Request-Id': requestIdHeader });
  if (declared?.contentType) return { [status]: { description, headers, content: { [declared.contentType]: { schema: z.string() } } } };
  const schema = declared?.schema ? (declared.schema as z.ZodType) : z.unknown().meta({ description });
  return { [status]: { description, headers, content: { 'application/json': { schema } } } };
}

function requestBody(contract: EndpointContract) {
  const { body } = contract;
  if (!body) return undefined;
  if (body === 'multipart') {
    const fields = contract.multipartFields ?? {};
    const shape = Object.fromEntries(
      Object.entries(fields).map(([name, text]) => [
        name,
        /file|photo|image/i.test(name) ? z.string().meta({ format: 'binary', description: text }) : z.string().meta({ description: text }),
      ]),
    );
    return { required: true, content: { 'multipart/form-data': { schema: z.object(shape) } } };
  }
  return { required: true, content: { 'application/json': { schema: body as z.ZodType } } };
}

/** The query schema as an object of parameters: a union of shapes (paged or not) becomes one object of every parameter, each optional. */
function queryParams(query: unknown): z.ZodObject | undefined {
  if (!query) return undefined;
  const shapes: Record<string, z.ZodType> = {};
  const collect = (schema: z.ZodType, optional: boolean): boolean => {
    const def = (schema as { _zod: { def: { type: string; options?: z.ZodType[]; in?: z.ZodType; shape?: Record<string, z.ZodType> } } })
      ._zod.def;
    if (def.type === 'object') {
      for (const [key, value] of Object.entries((schema as z.ZodObject).shape))
        shapes[key] ??= optional ? (value as z.ZodType).optional() : (value as z.ZodType);
      return true;
    }
    if (def.type === 'union' && def.options) return def.options.every((option) => collect(option, true));
    if (def.type === 'pipe' && def.in) return collect(def.in, optional);
    return false;
  };
  const schema = query as z.ZodType & { queryVariants?: readonly z.ZodType[] };
  if ((schema as { _zod: { def: { type: string } } })._zod.def.type === 'object') return schema as z.ZodObject;
  // pagedOr (src/lib/lists/paging.ts): the unpaged shape or, with ?page=, the paged one.
  if (schema.queryVariants) return schema.queryVariants.every((variant) => collect(variant, true)) ? z.object(shapes) : undefined;
  return collect(schema, false) ? z.object(shapes) : undefined;
}

/** What a write changes for cached pages (docs/caches.md): 'everything' when its contract says nothing. */
function cacheEffectOf({ invalidates }: EndpointContract) {
  if (invalidates === undefined) return 'everything';
  if (invalidates === 'nothing' || !('paths' in invalidates) || typeof invalidates.paths !== 'function') return invalidates;
  return { paths: 'the pages its path parameters name' };
}

/** The limit as a client meets it: so many requests per window, counted per client address (an IPv6 /64 as one). */
function rateLimitOf({ limiter, exempt }: NonNullable<EndpointContract['rateLimit']>) {
  return { limit: limiter.limit, windowSeconds: limiter.windowMs / 1000, per: 'client', ...(exempt ? { exempt } : {}) };
}

function operation(path: string, method: HttpMethod, contract: EndpointContract): ZodOpenApiOperationObject {
  const path_ = pathParams(path, contract);
  const query = queryParams(contract.query);
  const access = contract.access;
  return {
    operationId: `${method.toLowerCase()}${path
      .replace(/^\/api/, '')
      .split(/[/.-]/)
      .map((s) => s.replace(/[{}]/g, ''))
      .map((s) => (s ? s[0].toUpperCase() + s.slice(1) : ''))
      .join('')}`,
    summary: contract.summary ?? `${method} ${path}`,
    description: [contract.description, ACCESS_TEXT[access], contract.scope ? keyText(contract.scope) : undefined]
      .filter(Boolean)
      .join('\n\n'),
    tags: [tagOf(path)],
    'x-access': access,
    ...(method === 'GET' ? {} : { 'x-invalidates': cacheEffectOf(contract) }),
    ...(contract.rateLimit ? { 'x-rate-limit': rateLimitOf(contract.rateLimit) } : {}),
    ...(contract.scope ? { 'x-scope': contract.scope } : {}),
    security: securityOf(contract),
    requestParams: { ...(path_ ? { path: path_ } : {}), ...(query ? { query } : {}) },
    requestBody: requestBody(contract),
    responses: { ...successResponse(contract, method), ...errorResponses(contract, method) },
  } as ZodOpenApiOperationObject;
}

/** Who may call an operation: a session of its access level, or an API key holding its scope when it names one. */
function securityOf({ access, scope }: EndpointContract) {
  const key = scope ? [{ apiKey: [scope] }] : [];
  if (access === 'public') return scope ? [{}, ...key] : [];
  return [{ [access === 'admin' ? 'adminSession' : 'staffSession']: [] }, ...key];
}

const keyText = (scope: string) =>
  `API key: a machine's key with the scope \`${scope}\` (\`Authorization: Bearer <key>\`); past the key's rate window a 429.`;

/** Each route and method the modules export, with its contract (null when a handler is not an endpoint()). */
export function listOperations(modules: RouteModules) {
  const out: { file: string; path: string; method: HttpMethod; contract: EndpointContract | null }[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const path = apiPathOf(file);
    if (!path) continue;
    for (const method of HTTP_METHODS) {
      const handler = module[method];
      if (typeof handler === 'function') out.push({ file, path, method, contract: (handler as Partial<ContractRoute>).contract ?? null });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || HTTP_METHODS.indexOf(a.method) - HTTP_METHODS.indexOf(b.method));
}

export function buildOpenApiDocument(modules: RouteModules) {
  const paths: ZodOpenApiPathsObject = {};
  for (const { path, method, contract } of listOperations(modules)) {
    if (!contract) throw new Error(`${method} ${path} is not made with endpoint(): the API reference cannot describe it`);
    (paths[path] ??= {})[method.toLowerCase() as 'get'] = operation(path, method, contract);
  }
  const cookie = sessionCookieName();
  const usedTags = new Set(Object.keys(paths).map(tagOf));
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: `${DEALER.name} API`,
        version: '1',
        description: [
          `The HTTP API of the ${DEALER.name} website and back office: JSON in and out (multipart for uploads).`,
          `Staff operations need the session cookie \`${cookie}\` that POST /api/auth/login sets; writes from a browser must be same-origin.`,
          'Every error answer is `{ message, code, requestId, errors? }` (the Error schema), and every answer carries an `X-Request-Id` header: quote it when you report a problem.',
        ].join('\n\n'),
      },
      servers: [{ url: '/' }],
      tags: Object.entries(TAG_DESCRIPTIONS)
        .filter(([name]) => usedTags.has(name))
        .map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          staffSession: { type: 'apiKey', in: 'cookie', name: cookie, description: ACCESS_TEXT.staff },
          adminSession: { type: 'apiKey', in: 'cookie', name: cookie, description: ACCESS_TEXT.admin },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: [
              "A machine's API key, made by the admin (POST /api/api-keys) with its scopes; sent as `Authorization: Bearer <key>`.",
              `Scopes: ${API_SCOPES.map((scope) => `\`${scope}\` (${SCOPE_DESCRIPTIONS[scope]})`).join('; ')}.`,
              "An operation open to keys names its scope (`x-scope`); a key without it gets a 403 naming it. A key's request must not carry a browser's headers (Origin, Sec-Fetch-*, Cookie): such a request is refused with a 403. Each key has its own rate window (a 429 with Retry-After past it).",
            ].join('\n\n'),
          },
        },
      },
      paths,
    },
    { allowEmptySchema: { custom: true, any: true, unknown: true } },
  );
}
