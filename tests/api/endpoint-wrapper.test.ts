// The endpoint wrapper's answers over HTTP, and the requests the server answers
// before Astro sees them (TRACE, malformed percent-encoding, oversized bodies):
// always the API's JSON { message, code, requestId, errors? } under /api, with
// the request's id in X-Request-Id too, never a 500 or plain text.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  // One public post per window, so the second testimonial is refused (429).
  server = await startTestServer({ seed: false, env: { INQUIRY_RATE_LIMIT: '1' } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(() => server?.stop());

/** A raw request: fetch refuses TRACE and re-encodes malformed paths, so this goes under it. */
function raw(method: string, path: string): Promise<{ status: number; type: string; body: string; allow?: string; requestId?: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          type: String(res.headers['content-type'] ?? ''),
          body,
          allow: res.headers.allow as string | undefined,
          requestId: res.headers['x-request-id'] as string | undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const isJsonMessage = (r: { type: string; body: string }) =>
  /application\/json/.test(r.type) && typeof JSON.parse(r.body).message === 'string';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The API's error contract: the status, the machine-readable code, and a request id equal to the X-Request-Id header. */
function expectError(res: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.code).toBe(code);
  expect(res.body.requestId).toMatch(UUID);
  expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
}

describe('requests answered before Astro', () => {
  it('answers TRACE with 405 and the methods allowed, JSON under /api', async () => {
    const page = await raw('TRACE', '/');
    expect(page.status).toBe(405);
    expect(page.allow).toMatch(/GET/);
    const api = await raw('TRACE', '/api/vehicles');
    expect(api.status).toBe(405);
    expect(isJsonMessage(api)).toBe(true);
    expect(JSON.parse(api.body)).toMatchObject({ code: 'method_not_allowed', requestId: api.requestId });
    expect(api.requestId).toMatch(UUID);
  });

  it('answers a malformed percent-encoding under /api with a 400 JSON message', async () => {
    for (const path of ['/api/vehicles/%E0%A4%A', '/api/vehicles?q=%zz', '/api/%']) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(400);
      expect(isJsonMessage(res), `${path}: ${res.body}`).toBe(true);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'validation_failed', requestId: res.requestId });
      expect(res.requestId).toMatch(UUID);
    }
    const page = await raw('GET', '/inventory/%E0%A4%A');
    expect(page.status).toBe(400);
  });

  it('refuses a declared body over the limit with 413 payload_too_large, before reading it', async () => {
    const { hostname, port } = new URL(server.url);
    const res = await new Promise<{ status: number; body: any; headers: Headers }>((resolve, reject) => {
      const headers = { origin: server.url, cookie: staff.cookie, 'content-type': 'application/json', 'content-length': '2000000' };
      const req = http.request({ host: hostname, port, method: 'POST', path: '/api/vehicles', headers }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (c) => (body += c));
        answer.on('end', () => {
          req.destroy();
          resolve({ status: answer.statusCode!, body: JSON.parse(body), headers: new Headers(answer.headers as Record<string, string>) });
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      req.flushHeaders(); // the body is never sent: the answer must come from the declared length alone
    });
    expectError(res, 413, 'payload_too_large');
  });

  it('refuses a chunked upload with 411 length_required', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--b\r\n'));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/upload/images`, {
      method: 'POST',
      headers: { origin: server.url, cookie: staff.cookie, 'content-type': 'multipart/form-data; boundary=b' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expectError({ status: res.status, body: await res.json(), headers: res.headers }, 411, 'length_required');
  });

  it('still serves a well-encoded path', async () => {
    expect((await raw('GET', '/api/vehicles/%31')).status).toBe(404);
    expect((await anon.get('/api/vehicles')).status).toBe(200);
  });
});

describe('the wrapper over HTTP', () => {
  it('refuses a visitor (401 unauthorized) and a staff member on an admin endpoint (403 forbidden)', async () => {
    expectError(await anon.get('/api/inquiries'), 401, 'unauthorized');
    expectError(await staff.get('/api/users'), 403, 'forbidden');
  });

  it("sends a fresh X-Request-Id on every API answer, successes too, and never takes the client's", async () => {
    const a = await anon.get('/api/vehicles');
    const b = await anon.request('GET', '/api/vehicles', undefined, { 'x-request-id': 'forged-id' });
    expect(a.status).toBe(200);
    expect(a.headers.get('x-request-id')).toMatch(UUID);
    expect(b.headers.get('x-request-id')).toMatch(UUID);
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
  });

  it('answers an unknown API path with 404 not_found', async () => {
    expectError(await anon.get('/api/no-such-thing'), 404, 'not_found');
  });

  it('answers a public post past its window with 429 rate_limited and Retry-After', async () => {
    const testimonial = {
      name: 'Ann Lee',
      vehicle: 'Ferrari Roma',
      rating: 5,
      comment: 'A wonderful buying experience from start to finish.',
    };
    const first = await anon.post('/api/testimonials', testimonial);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await anon.post('/api/testimonials', testimonial);
    expectError(second, 429, 'rate_limited');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a cross-site form post to the API with 403 forbidden in JSON', async () => {
    const res = await anon.request('POST', '/api/inquiries', 'name=x', {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectError(res, 403, 'forbidden');
  });

  it("refuses a JSON write whose Origin or Sec-Fetch-Site says another site, changing nothing; the site's own pages and programs pass", async () => {
    const blocks = () => (server.sqlite().prepare('select count(*) as n from appointment_blocks').get() as { n: number }).n;
    const block = (n: number) => ({ date: `2031-01-${String(6 + n).padStart(2, '0')}`, allDay: true, reason: `Closed ${n}` });
    const before = blocks();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const res = await staff.post('/api/appointments/blocks', block(1), headers);
      expectError(res, 403, 'forbidden');
      expect(res.body.message).toBe('Cross-site POST requests are forbidden');
    }
    expect(blocks()).toBe(before);
    // The site's own page (its Origin, Sec-Fetch-Site same-origin), and a program that sends neither header.
    expect((await staff.post('/api/appointments/blocks', block(2), { 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    const program = await fetch(`${server.url}/api/appointments/blocks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff.cookie },
      body: JSON.stringify(block(3)),
    });
    expect(program.status).toBe(201);
    expect(blocks()).toBe(before + 2);
  });

  it('answers a write that is not JSON with 415, with or without a body', async () => {
    const form = await staff.post('/api/vehicles', 'make=Ferrari', { 'content-type': 'application/x-www-form-urlencoded' });
    expectError(form, 415, 'unsupported_media_type');
    const text = await staff.put('/api/inquiries/1/status', 'status=new', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const noBody = await staff.request('POST', '/api/vehicles');
    expectError(noBody, 415, 'unsupported_media_type');
  });

  it('names each invalid body field', async () => {
    const res = await staff.post('/api/vehicles', { make: '', year: 'soon' });
    expectError(res, 400, 'validation_failed');
    expect(res.body.errors).toHaveProperty('make');
    expect(res.body.errors).toHaveProperty('year');
    expect(res.body.message).toMatch(/make/);
  });

  it('names an invalid query field', async () => {
    const res = await staff.get('/api/analytics/summary?days=0');
    expectError(res, 400, 'validation_failed');
    expect(Object.keys(res.body.errors)).toEqual(['days']);
  });

  it('answers a malformed id like a missing record', async () => {
    for (const id of ['abc', '1e3', '0', '-4']) {
      const res = await staff.get(`/api/inquiries/${id}`);
      expectError(res, 404, 'not_found');
      expect(res.body).toEqual({ message: 'Inquiry not found', code: 'not_found', requestId: res.headers.get('x-request-id') });
    }
  });
});
