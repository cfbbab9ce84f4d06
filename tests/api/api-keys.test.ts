import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

// A small per-key window, so the limit test stays short: each key has 5 requests a minute.
const KEY_LIMIT = 5;

let server: TestServer;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { API_KEY_RATE_LIMIT: String(KEY_LIMIT) } });
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(() => server?.stop());

type Created = { id: number; secret: string; name: string; scopes: string[]; hint: string };

async function createKey(name: string, scopes: string[]): Promise<Created> {
  const res = await admin.post('/api/api-keys', { name, scopes });
  expect(res.status).toBe(201);
  return res.body as Created;
}

/** A machine's request: only the key, none of a browser's headers. */
function withKey(secret: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    body: (await res.text().then((t) => (t ? JSON.parse(t) : null))) as any,
  }));
}

describe('POST /api/api-keys', () => {
  it('answers 201 with the secret once, and keeps only its SHA-256', async () => {
    const key = await createKey('Test CRM', ['leads:read', 'inventory:read']);
    expect(key.secret).toMatch(/^amg_key_[A-Za-z0-9_-]{43}$/);
    expect(key.scopes).toEqual(['inventory:read', 'leads:read']);
    expect(key.hint).toBe(key.secret.slice(-4));
    const stored = JSON.stringify(server.sqlite().prepare('select * from api_keys where id = ?').get(key.id));
    expect(stored).not.toContain(key.secret);
    const list = await admin.get('/api/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.find((k: { id: number }) => k.id === key.id)).toMatchObject({
      name: 'Test CRM',
      createdBy: 'admin',
      lastUsedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
  });

  it('refuses a bad body with 400 naming the field, and an employee with 403, storing nothing', async () => {
    const before = countOf(server, 'api_keys');
    const bad = await admin.post('/api/api-keys', { name: 'X', scopes: ['admin:all'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).join()).toMatch(/scopes/);
    const empty = await admin.post('/api/api-keys', { name: '', scopes: ['leads:read'] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('name');
    expect((await staff.post('/api/api-keys', { name: 'Mine', scopes: ['leads:read'] })).status).toBe(403);
    expect(countOf(server, 'api_keys')).toBe(before);
  });
});

describe('a request with an API key', () => {
  it('reads what its scope opens, and notes when and from where it was used', async () => {
    const key = await createKey('Inventory reader', ['inventory:read']);
    const res = await withKey(key.secret, 'GET', '/api/vehicles?includeAll=true');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const listed = (await admin.get('/api/api-keys')).body.find((k: { id: number }) => k.id === key.id);
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedFrom).toBe('127.0.0.1');
  });

  it('gets 403 naming the scope it lacks, and 403 on an operation closed to keys', async () => {
    const key = await createKey('Reader only', ['inventory:read']);
    const write = await withKey(key.secret, 'POST', '/api/vehicles', vehicleBody());
    expect(write.status).toBe(403);
    expect(write.body.message).toContain('inventory:write');
    const leads = await withKey(key.secret, 'GET', '/api/inquiries');
    expect(leads.status).toBe(403);
    expect(leads.body.message).toContain('leads:read');
    const closed = await withKey(key.secret, 'GET', '/api/users');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/not open to API keys/);
  });

  it('writes with its scope, and each write goes in the activity log under the key without its secret', async () => {
    const key = await createKey('DMS sync', ['inventory:write']);
    const created = await withKey(key.secret, 'POST', '/api/vehicles', vehicleBody());
    expect(created.status).toBe(201);
    const entries = server
      .sqlite()
      .prepare(
        'select actor_name as actor, action, summary, address from activity_log where actor_name = \'API key "DMS sync"\' order by id',
      )
      .all() as { actor: string; action: string; summary: string; address: string | null }[];
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['vehicle.created', 'api_key.used']));
    expect(entries.find((e) => e.action === 'api_key.used')).toMatchObject({
      summary: 'POST /api/vehicles answered 201',
      address: '127.0.0.1',
    });
    const everything = JSON.stringify(server.sqlite().prepare('select * from activity_log').all()) + server.output();
    expect(everything).not.toContain(key.secret);
  });

  it('is refused with 401 when unknown, malformed or not a Bearer header', async () => {
    const wrong = await withKey(`amg_key_${'A'.repeat(43)}`, 'GET', '/api/inquiries');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/not valid/);
    const basic = await fetch(`${server.url}/api/inquiries`, { headers: { authorization: 'Basic YWRtaW46eA==' } });
    expect(basic.status).toBe(401);
  });

  it('is refused when the request carries a browser page’s headers, even with a live staff session', async () => {
    const key = await createKey('Leaked into a page', ['leads:read']);
    const browserHeaders: Record<string, string>[] = [
      { origin: server.url },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'cross-site' },
      { cookie: staff.cookie },
    ];
    for (const headers of browserHeaders) {
      const res = await withKey(key.secret, 'GET', '/api/inquiries', undefined, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.message).toMatch(/not accepted from a web browser/);
    }
    // The same key from a program is fine.
    expect((await withKey(key.secret, 'GET', '/api/inquiries')).status).toBe(200);
  });

  it('is limited per key: the busy key gets 429 while another key from the same address gets through', async () => {
    const noisy = await createKey('Noisy', ['appointments:read']);
    const quiet = await createKey('Quiet', ['appointments:read']);
    const path = '/api/appointments?from=2026-01-05&days=7';
    for (let i = 0; i < KEY_LIMIT; i++) expect((await withKey(noisy.secret, 'GET', path)).status).toBe(200);
    const stopped = await withKey(noisy.secret, 'GET', path);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await withKey(quiet.secret, 'GET', path)).status).toBe(200);
    // A person's session from the same address is not touched by the keys' windows.
    expect((await staff.get(path)).status).toBe(200);
  });
});

describe('rotating and revoking', () => {
  it('rotate: a new secret works and the old one stops; both in the activity log', async () => {
    const key = await createKey('Rotated', ['leads:read']);
    const rotated = await admin.post(`/api/api-keys/${key.id}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(key.secret);
    expect((await withKey(key.secret, 'GET', '/api/inquiries')).status).toBe(401);
    expect((await withKey(rotated.body.secret, 'GET', '/api/inquiries')).status).toBe(200);
    const actions = server.sqlite().prepare("select action from activity_log where entity_type = 'api_key' and entity_id = ?").all(key.id);
    expect(actions.map((a) => (a as { action: string }).action)).toEqual(expect.arrayContaining(['api_key.created', 'api_key.rotated']));
  });

  it('revoke: 204, the key stops and leaves the list; a second revoke is a 404', async () => {
    const key = await createKey('Revoked', ['leads:read']);
    expect((await admin.delete(`/api/api-keys/${key.id}`)).status).toBe(204);
    expect((await withKey(key.secret, 'GET', '/api/inquiries')).status).toBe(401);
    expect((await admin.get('/api/api-keys')).body.some((k: { id: number }) => k.id === key.id)).toBe(false);
    expect((await admin.delete(`/api/api-keys/${key.id}`)).status).toBe(404);
    expect((await admin.post(`/api/api-keys/${key.id}/rotate`)).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the bearer scheme and each key-open operation with its scope', async () => {
    const doc = (await admin.get('/api/openapi.json')).body;
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const op = doc.paths['/api/inquiries'].get;
    expect(op['x-scope']).toBe('leads:read');
    expect(op.security).toEqual(expect.arrayContaining([{ apiKey: ['leads:read'] }]));
  });
});
