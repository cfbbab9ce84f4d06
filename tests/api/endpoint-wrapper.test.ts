// The endpoint wrapper's answers over HTTP, and the requests the server answers
// before Astro sees them (TRACE, malformed percent-encoding): always the API's
// JSON { message, errors? } under /api, never a 500 or plain text.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(() => server?.stop());

/** A raw request: fetch refuses TRACE and re-encodes malformed paths, so this goes under it. */
function raw(method: string, path: string): Promise<{ status: number; type: string; body: string; allow?: string }> {
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
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const isJsonMessage = (r: { type: string; body: string }) =>
  /application\/json/.test(r.type) && typeof JSON.parse(r.body).message === 'string';

describe('requests answered before Astro', () => {
  it('answers TRACE with 405 and the methods allowed, JSON under /api', async () => {
    const page = await raw('TRACE', '/');
    expect(page.status).toBe(405);
    expect(page.allow).toMatch(/GET/);
    const api = await raw('TRACE', '/api/vehicles');
    expect(api.status).toBe(405);
    expect(isJsonMessage(api)).toBe(true);
  });

  it('answers a malformed percent-encoding under /api with a 400 JSON message', async () => {
    for (const path of ['/api/vehicles/%E0%A4%A', '/api/vehicles?q=%zz', '/api/%']) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(400);
      expect(isJsonMessage(res), `${path}: ${res.body}`).toBe(true);
    }
    const page = await raw('GET', '/inventory/%E0%A4%A');
    expect(page.status).toBe(400);
  });

  it('still serves a well-encoded path', async () => {
    expect((await raw('GET', '/api/vehicles/%31')).status).toBe(404);
    expect((await anon.get('/api/vehicles')).status).toBe(200);
  });
});

describe('the wrapper over HTTP', () => {
  it('refuses a visitor (401) and a staff member on an admin endpoint (403) with JSON messages', async () => {
    const visitor = await anon.get('/api/inquiries');
    expect(visitor.status).toBe(401);
    expect(typeof visitor.body.message).toBe('string');
    const notAdmin = await staff.get('/api/users');
    expect(notAdmin.status).toBe(403);
    expect(typeof notAdmin.body.message).toBe('string');
  });

  it('answers a write that is not JSON with 415, with or without a body', async () => {
    const form = await staff.post('/api/vehicles', 'make=Ferrari', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const text = await staff.put('/api/inquiries/1/status', 'status=new', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const noBody = await staff.request('POST', '/api/vehicles');
    expect(noBody.status).toBe(415);
  });

  it('names each invalid body field', async () => {
    const res = await staff.post('/api/vehicles', { make: '', year: 'soon' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('make');
    expect(res.body.errors).toHaveProperty('year');
    expect(res.body.message).toMatch(/make/);
  });

  it('names an invalid query field', async () => {
    const res = await staff.get('/api/analytics/summary?days=0');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['days']);
  });

  it('answers a malformed id like a missing record', async () => {
    for (const id of ['abc', '1e3', '0', '-4']) {
      const res = await staff.get(`/api/inquiries/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: 'Inquiry not found' });
    }
  });
});
