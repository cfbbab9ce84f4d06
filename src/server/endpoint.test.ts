import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from './config';
import { endpoint, fail, FAILURES, idParams, queryObject } from './endpoint';
import { json } from './http/api-response';

// CHECK_RESPONSES as each test sets it: the real configuration otherwise.
const checking = vi.hoisted(() => ({ on: false }));
vi.mock('./config', async (importOriginal) => {
  const real = await importOriginal<typeof import('./config')>();
  return { ...real, config: () => ({ ...real.config(), checkResponses: checking.on }) };
});

type User = NonNullable<App.Locals['user']>;
/** The id the middleware gives a request; the wrapper must carry it into error bodies and log lines. */
const REQUEST_ID = 'req-0a1b2c';
const staffUser: User = { id: 7, username: 'jo', role: 'employee', firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.com' };
const adminUser: User = { ...staffUser, id: 1, username: 'admin', role: 'admin' };

function context(
  options: { url?: string; method?: string; user?: User | null; params?: Record<string, string>; body?: string; type?: string } = {},
): APIContext {
  const url = new URL(options.url ?? 'http://localhost/api/thing');
  const headers: Record<string, string> = {};
  if (options.type) headers['content-type'] = options.type;
  const request = new Request(url, { method: options.method ?? (options.body ? 'POST' : 'GET'), headers, body: options.body });
  return {
    request,
    url,
    params: options.params ?? {},
    locals: { user: options.user ?? null, session: null, requestId: REQUEST_ID },
    clientAddress: '127.0.0.1',
  } as unknown as APIContext;
}

async function call(route: ReturnType<typeof endpoint>, ctx: APIContext) {
  const response = await route(ctx);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

afterEach(() => {
  vi.restoreAllMocks();
  checking.on = false;
});

describe('endpoint wrapper: errors', () => {
  it('answers a thrown error with a 500 { message, code, requestId }, logs it with the same id, and never sends the stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const route = endpoint({ access: 'public' }, () => {
      throw new Error('secret detail at /srv/db.ts:42');
    });
    const res = await call(route, context());
    expect(res.status).toBe(500);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'requestId']);
    expect(res.body).toMatchObject({ code: 'internal', requestId: REQUEST_ID });
    expect(res.headers.get('x-request-id')).toBe(REQUEST_ID);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|db\.ts|at /);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0][0])).toContain('GET /api/thing');
    expect(String(log.mock.calls[0][0])).toContain(REQUEST_ID);
  });

  it('answers a rejected promise the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const route = endpoint({ access: 'public' }, async () => Promise.reject(new TypeError('boom')));
    expect((await call(route, context())).status).toBe(500);
  });

  it('answers a busy database with a 503 to retry', async () => {
    const route = endpoint({ access: 'public' }, () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    });
    const res = await call(route, context());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.body).toMatchObject({ code: 'busy', requestId: REQUEST_ID });
  });

  it('maps every failure reason to its one status and code, returned or thrown, keeping extra fields', async () => {
    for (const [reason, { status, code }] of Object.entries(FAILURES)) {
      const returned = endpoint({ access: 'public' }, () =>
        fail(reason as keyof typeof FAILURES, `no: ${reason}`, { errors: { x: 'bad' } }),
      );
      const thrown = endpoint({ access: 'public' }, () => {
        throw fail(reason as keyof typeof FAILURES, `no: ${reason}`);
      });
      const a = await call(returned, context());
      expect([a.status, a.body]).toEqual([status, { errors: { x: 'bad' }, message: `no: ${reason}`, code, requestId: REQUEST_ID }]);
      const b = await call(thrown, context());
      expect([b.status, b.body]).toEqual([status, { message: `no: ${reason}`, code, requestId: REQUEST_ID }]);
    }
  });

  it('gives every reason its own code, so a client can tell them apart', () => {
    const codes = Object.values(FAILURES).map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });
});

describe('endpoint wrapper: access', () => {
  const route = (access: 'staff' | 'admin') => endpoint({ access }, ({ actor }) => ({ actor }));

  it('refuses a visitor with 401 and a staff member on an admin endpoint with 403', async () => {
    expect((await call(route('staff'), context())).status).toBe(401);
    expect((await call(route('admin'), context({ user: staffUser }))).status).toBe(403);
    expect((await call(route('staff'), context({ user: { ...staffUser, role: 'customer' } }))).status).toBe(403);
  });

  it('passes the actor as the activity log names them', async () => {
    expect((await call(route('staff'), context({ user: staffUser }))).body).toEqual({ actor: { id: 7, name: 'Jo Bloggs' } });
    expect((await call(route('admin'), context({ user: adminUser }))).status).toBe(200);
  });

  it('checks access before reading anything', async () => {
    const handler = vi.fn();
    const guarded = endpoint({ access: 'staff', params: idParams, body: z.object({ a: z.string() }) }, handler);
    expect((await call(guarded, context({ params: { id: 'x' }, body: 'nope', type: 'text/plain' }))).status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('endpoint wrapper: parsing', () => {
  it('answers a malformed id with the 404 of a missing record', async () => {
    const route = endpoint({ access: 'public', params: idParams, notFound: 'Vehicle not found' }, ({ params }) => ({ id: params.id }));
    for (const id of ['0', '01', '1e3', '-1', 'abc', '99999999999']) {
      expect(await call(route, context({ params: { id } }))).toMatchObject({ status: 404, body: { message: 'Vehicle not found' } });
    }
    expect((await call(route, context({ params: { id: '42' } }))).body).toEqual({ id: 42 });
  });

  it('names each bad query field, and treats blank values as absent', async () => {
    const route = endpoint(
      { access: 'public', query: z.object({ page: z.coerce.number().int().min(1), sort: z.enum(['price']).optional() }) },
      ({ query }) => query,
    );
    const bad = await call(route, context({ url: 'http://localhost/api/x?page=0&sort=colour' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'sort']);
    expect(bad.body.message).toMatch(/page/);
    expect((await call(route, context({ url: 'http://localhost/api/x?page=2&sort=' }))).body).toEqual({ page: 2 });
  });

  it('reads only JSON bodies: 415 otherwise, 400 for malformed JSON, 400 naming fields for invalid input', async () => {
    const route = endpoint(
      { access: 'public', body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number() }) },
      ({ body }) => body,
    );
    expect((await call(route, context({ body: 'name=a', type: 'application/x-www-form-urlencoded' }))).status).toBe(415);
    expect((await call(route, context({ method: 'POST' }))).status).toBe(415);
    expect((await call(route, context({ body: '{"name":', type: 'application/json' }))).status).toBe(400);
    const invalid = await call(route, context({ body: '{"name":"","age":"x"}', type: 'application/json' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toMatchObject({ name: 'Name is required' });
    expect(Object.keys(invalid.body.errors)).toContain('age');
    expect((await call(route, context({ body: '{"name":"A","age":3}', type: 'application/json; charset=utf-8' }))).body).toEqual({
      name: 'A',
      age: 3,
    });
  });

  it('reads multipart where an endpoint takes files, refusing JSON and undeclared or oversized bodies', async () => {
    const route = endpoint({ access: 'public', body: 'multipart', maxBytes: 1000, tooLarge: 'Too big' }, ({ body }) => ({
      n: body.getAll('f').length,
    }));
    const form = new FormData();
    form.append('f', new Blob(['abc']), 'a.txt');
    const request = new Request('http://localhost/api/upload', { method: 'POST', body: form });
    const bytes = await request.arrayBuffer();
    const send = (headers: Record<string, string>, body: BodyInit) =>
      call(route, { ...context(), request: new Request('http://localhost/api/upload', { method: 'POST', headers, body }) } as APIContext);
    const type = request.headers.get('content-type')!;
    expect((await send({ 'content-type': type, 'content-length': String(bytes.byteLength) }, bytes)).body).toEqual({ n: 1 });
    expect((await send({ 'content-type': type }, bytes)).status).toBe(411);
    expect(await send({ 'content-type': type, 'content-length': '5000' }, bytes)).toMatchObject({
      status: 413,
      body: { message: 'Too big' },
    });
    expect((await send({ 'content-type': 'application/json', 'content-length': '2' }, '{}')).status).toBe(415);
  });

  it('answers a handler that returns nothing with 204', async () => {
    const route = endpoint({ access: 'public' }, () => undefined);
    expect((await route(context())).status).toBe(204);
  });
});

describe('endpoint wrapper: CHECK_RESPONSES', () => {
  const answer = z.object({ id: z.number().int(), name: z.string(), soldAt: z.string().nullable() });
  const declared = { response: { description: 'A thing', schema: answer } };

  it('is off unless the environment turns it on', () => {
    expect(config().checkResponses).toBe(false);
  });

  it('answers a JSON answer of the declared shape as it is', async () => {
    checking.on = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const route = endpoint({ access: 'public', ...declared }, () => ({ id: 3, name: 'Coupe', soldAt: null }));
    const res = await call(route, context());
    expect([res.status, res.body]).toEqual([200, { id: 3, name: 'Coupe', soldAt: null }]);
    expect(log).not.toHaveBeenCalled();
  });

  it('answers a wrong shape with a 500 and logs the method, path, request id and each field at fault', async () => {
    checking.on = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const route = endpoint({ access: 'public', ...declared }, () => ({ id: '3', name: 'Coupe' }));
    const res = await call(route, context({ url: 'http://localhost/api/things/3' }));
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ code: 'internal', requestId: REQUEST_ID });
    expect(JSON.stringify(res.body)).not.toContain('Coupe');
    expect(log).toHaveBeenCalledOnce();
    const line = String(log.mock.calls[0][0]);
    expect(line).toMatch(/^\[api\] response of GET \/api\/things\/3 does not match its schema \(request req-0a1b2c\): /);
    expect(line).toMatch(/id: [^;]*expected number/);
    expect(line).toMatch(/soldAt: /);
  });

  it('counts a field the schema does not name as a mismatch, at its path', async () => {
    checking.on = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = z.object({ items: z.array(answer) });
    const route = endpoint({ access: 'public', response: { description: 'Things', schema: list } }, () => ({
      items: [
        { id: 1, name: 'a', soldAt: null },
        { id: 2, name: 'b', soldAt: '2026-01-02T00:00:00.000Z', secret: 'x' },
      ],
    }));
    expect((await call(route, context())).status).toBe(500);
    expect(String(log.mock.calls[0][0])).toMatch(/: items\.1\.secret: not in the schema$/);
  });

  it('checks the JSON as sent: a Response made with json(), dates as their ISO strings', async () => {
    checking.on = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fits = endpoint({ access: 'public', ...declared }, () => json({ id: 1, name: 'a', soldAt: new Date(0) }, 201));
    expect((await call(fits, context())).status).toBe(201);
    const wrong = endpoint({ access: 'public', ...declared }, () => json({ id: 1 }, 201));
    expect((await call(wrong, context())).status).toBe(500);
  });

  it('reads a compressed answer before checking it', async () => {
    checking.on = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const compressed = (value: object, encoding: 'br' | 'gzip') =>
      new Response((encoding === 'br' ? brotliCompressSync : gzipSync)(JSON.stringify(value)), {
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
    for (const encoding of ['br', 'gzip'] as const) {
      const fits = endpoint({ access: 'public', ...declared }, () => compressed({ id: 1, name: 'a', soldAt: null }, encoding));
      expect((await fits(context())).status, encoding).toBe(200);
      const wrong = endpoint({ access: 'public', ...declared }, () => compressed({ id: 1, name: 'a', soldAt: null, extra: 1 }, encoding));
      expect((await wrong(context())).status, encoding).toBe(500);
    }
  });

  it('leaves errors, empty answers and non-JSON answers alone, and checks nothing when it is off', async () => {
    checking.on = true;
    const refused = endpoint({ access: 'public', ...declared }, () => fail('conflict', 'Taken'));
    expect((await call(refused, context())).status).toBe(409);
    const empty = endpoint({ access: 'public', ...declared }, () => undefined);
    expect((await call(empty, context())).status).toBe(204);
    const csv = endpoint({ access: 'public', ...declared }, () => new Response('a,b', { headers: { 'content-type': 'text/csv' } }));
    expect((await csv(context())).status).toBe(200);
    checking.on = false;
    const wrong = endpoint({ access: 'public', ...declared }, () => ({ id: 'x' }));
    expect((await call(wrong, context())).status).toBe(200);
  });
});

describe('queryObject', () => {
  it('keeps the first value of each key and drops blank ones', () => {
    expect(queryObject(new URL('http://x/?a=1&a=2&b=&c=%20x%20'))).toEqual({ a: '1', c: 'x' });
  });
});
