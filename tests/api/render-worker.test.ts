import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/http';
import { namedThreadCpuNs } from '../../scripts/thread-cpu.mjs';
import { startTestServer, type TestServer } from '../support/server';

// Public pages past the page cache render on a second thread (src/server/render/render-worker.ts) when the server's
// thread already has one in hand; a page alone renders where it arrived. These pin that the worker renders, and that
// what staff write on the server thread is in the worker's very next render.

async function page(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

/** Two requests at once: the server's thread takes the first page, and the worker the second while the first is in hand. */
function together<T>(request: () => Promise<T>): Promise<T[]> {
  return Promise.all([request(), request()]);
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

  it("renders a staff member's public pages and anonymous misses on the render thread too, and the cache answers the next visitor", async () => {
    // A render of /inventory costs milliseconds of CPU; 10 of them on the render thread cannot hide.
    const staffMs = await renderThreadMs(server, async () => {
      for (let i = 0; i < 10; i++) {
        for (const res of await together(() => page(`${server.url}/inventory`, admin.cookie))) {
          expect(res.status).toBe(200);
          expect(res.html).toContain('data-testid="vehicle-card"');
        }
      }
    });
    expect(staffMs).toBeGreaterThan(5);

    const missMs = await renderThreadMs(server, async () => {
      for (let i = 1; i <= 10; i += 2) {
        const pair = await Promise.all([i, i + 1].map((x) => page(`${server.url}/inventory?page=1&sort=price-desc&x=${x}`)));
        expect(pair.map((res) => res.cache)).toEqual(['miss', 'miss']);
      }
    });
    expect(missMs).toBeGreaterThan(2);
    // What the worker rendered was kept by the server thread's page cache.
    for (let x = 1; x <= 10; x++) expect((await page(`${server.url}/inventory?page=1&sort=price-desc&x=${x}`)).cache).toBe('hit');
  });

  it("puts a staff write in the worker's very next render, for visitors and for staff", async () => {
    const contact = `${server.url}/contact`;
    await page(contact);
    expect((await page(contact)).cache).toBe('hit');

    const dealer = (await admin.get('/api/settings/dealer')).body;
    const saved = await admin.put('/api/settings/dealer', { ...dealer, phoneDisplay: '(905) 555-0199' });
    expect(saved.status).toBe(200);

    // Both threads render the page (the render thread's CPU shows its share), and both show the new number.
    let visitors: Awaited<ReturnType<typeof page>>[] = [];
    const visitorsMs = await renderThreadMs(server, async () => (visitors = await together(() => page(contact))));
    expect(visitorsMs).toBeGreaterThan(0.2);
    expect(visitors.map((v) => v.cache)).toContain('miss');
    for (const visitor of visitors) {
      expect(visitor.html).toContain('(905) 555-0199');
      expect(visitor.html).not.toContain(dealer.phoneDisplay);
    }
    const again = await page(contact);
    expect(again.cache).toBe('hit');
    expect(again.html).toContain('(905) 555-0199');
    for (const staff of await together(() => page(contact, admin.cookie))) expect(staff.html).toContain('(905) 555-0199');

    // A vehicle edited on the server thread, on its page as both threads render it next, for staff and for visitors.
    const vehicle = (await admin.get('/api/vehicles')).body[0];
    const path = `${server.url}/inventory/${vehicle.id}`;
    for (const staff of await together(() => page(path, admin.cookie))) expect(staff.html).not.toContain('Render Worker Teal');
    const edited = await admin.put(`/api/vehicles/${vehicle.id}`, { ...vehicle, color: 'Render Worker Teal' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const afterEdit = await renderThreadMs(server, async () => {
      for (const staff of await together(() => page(path, admin.cookie))) expect(staff.html).toContain('Render Worker Teal');
    });
    expect(afterEdit).toBeGreaterThan(0.2);
    for (const visitor of await together(() => page(path))) expect(visitor.html).toContain('Render Worker Teal');
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
