import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/http';
import { namedThreadCpuNs } from '../../scripts/thread-cpu.mjs';
import { startTestServer, type TestServer } from '../support/server';

// Public pages past the page cache render on a second thread (src/server/serve/render-worker.ts). These pin that
// they do, and that what staff write on the server thread is in the worker's very next render.

async function page(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

/** CPU milliseconds the render thread spent while `work` ran. */
async function renderThreadMs(server: TestServer, work: () => Promise<unknown>): Promise<number> {
  const before = namedThreadCpuNs(server.pid, 'render');
  expect(before, 'the server has a render thread').toBeDefined();
  await work();
  return (namedThreadCpuNs(server.pid, 'render')! - before!) / 1e6;
}

describe('with the render worker (the default)', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await new ApiClient(server.url).loginAs('admin');
  });
  afterAll(() => server?.stop());

  it("renders a staff member's public pages and anonymous misses on the render thread, and the cache answers the next visitor", async () => {
    // A render of /inventory costs milliseconds of CPU; 20 of them on the render thread cannot hide.
    const staffMs = await renderThreadMs(server, async () => {
      for (let i = 0; i < 20; i++) {
        const res = await page(`${server.url}/inventory`, admin.cookie);
        expect(res.status).toBe(200);
        expect(res.html).toContain('data-testid="vehicle-card"');
      }
    });
    expect(staffMs).toBeGreaterThan(10);

    const missMs = await renderThreadMs(server, async () => {
      for (let i = 1; i <= 10; i++) expect((await page(`${server.url}/inventory?page=1&sort=price-desc&x=${i}`)).cache).toBe('miss');
    });
    expect(missMs).toBeGreaterThan(5);
    // What the worker rendered was kept by the server thread's page cache.
    expect((await page(`${server.url}/inventory?page=1&sort=price-desc&x=1`)).cache).toBe('hit');
  });

  it("puts a staff write in the worker's very next render, for visitors and for staff", async () => {
    const contact = `${server.url}/contact`;
    await page(contact);
    expect((await page(contact)).cache).toBe('hit');

    const dealer = (await admin.get('/api/settings/dealer')).body;
    const saved = await admin.put('/api/settings/dealer', { ...dealer, phoneDisplay: '(905) 555-0199' });
    expect(saved.status).toBe(200);

    const visitor = await page(contact);
    expect(visitor.cache).toBe('miss');
    expect(visitor.html).toContain('(905) 555-0199');
    expect(visitor.html).not.toContain(dealer.phoneDisplay);
    const again = await page(contact);
    expect(again.cache).toBe('hit');
    expect(again.html).toContain('(905) 555-0199');
    expect((await page(contact, admin.cookie)).html).toContain('(905) 555-0199');

    // A vehicle edited on the server thread, on its page as the worker renders it next, for staff and for visitors.
    const vehicle = (await admin.get('/api/vehicles')).body[0];
    const path = `${server.url}/inventory/${vehicle.id}`;
    expect((await page(path, admin.cookie)).html).not.toContain('Render Worker Teal');
    const edited = await admin.put(`/api/vehicles/${vehicle.id}`, { ...vehicle, color: 'Render Worker Teal' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await page(path, admin.cookie)).html).toContain('Render Worker Teal');
    expect((await page(path)).html).toContain('Render Worker Teal');
  });
});

describe('with RENDER_WORKER=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { RENDER_WORKER: 'off' } });
  });
  afterAll(() => server?.stop());

  it('renders every page on the server thread and starts no render thread', async () => {
    for (let i = 0; i < 3; i++) expect((await page(`${server.url}/inventory?x=${i}`)).status).toBe(200);
    expect(namedThreadCpuNs(server.pid, 'render')).toBeUndefined();
  });
});
