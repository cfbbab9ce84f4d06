import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function visit(path: string, cookie?: string) {
  const res = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
  return { state: res.headers.get('x-page-cache'), html: await res.text() };
}

describe('page cache for anonymous visitors', () => {
  it('serves the second visit from the cache, returning visitors with consent cookies too, but never a signed-in staff member', async () => {
    await visit('/inventory?sort=price-asc');
    expect((await visit('/inventory?sort=price-asc')).state).toBe('hit');
    expect((await visit('/inventory?sort=price-asc', 'cookie_consent=1; recently_viewed=%5B1%5D')).state).toBe('hit');
    expect((await visit('/inventory?sort=price-asc', 'session=not-a-session')).state).toBeNull();
  });

  it('drops every page after a staff write, so visitors see the change at once', async () => {
    const staff = await new ApiClient(server.url).loginAs('employee');
    const vehicle = (await staff.get('/api/vehicles')).body[0];
    const path = `/inventory/${vehicle.id}`;
    await visit(path);
    expect((await visit(path)).state).toBe('hit');

    const update = await staff.put(`/api/vehicles/${vehicle.id}`, { ...vehicle, color: 'Page Cache Violet' });
    expect(update.status).toBe(200);
    const after = await visit(path);
    expect(after.state).toBe('miss');
    expect(after.html).toContain('Page Cache Violet');
  });

  it('keeps the cache through a public inquiry, which no public page shows', async () => {
    await visit('/about');
    const inquiry = await new ApiClient(server.url).post('/api/inquiries', {
      name: 'Cache Test',
      email: 'cache@example.com',
      subject: 'Hello',
      message: 'Just checking the cache.',
    });
    expect(inquiry.status).toBe(201);
    expect((await visit('/about')).state).toBe('hit');
  });
});
