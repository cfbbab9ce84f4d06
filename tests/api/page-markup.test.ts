import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TITLE_LENGTH } from '#src/lib/page-title';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { PUBLIC_PAGES, resolvePublicPages } from '../support/public-pages';

/** What validators reported on the markup and the status lines (issue 25, item 7). */

let server: TestServer;
let staff: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  staff = await new ApiClient(server.url).loginAs('employee');
}, 120_000);
afterAll(() => server?.stop());

const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? _);

describe('status lines', () => {
  it.each([
    ['/book/manage?token=not-a-token', 404, 'Not Found'],
    ['/unsubscribe?token=not-a-token', 400, 'Bad Request'],
  ])('%s answers %i with its own reason phrase, not "OK"', async (path, status, reason) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(status);
    expect(res.statusText).toBe(reason);
  });
});

describe('titles', () => {
  it(`every public page's title is at most ${MAX_TITLE_LENGTH} characters, the home page's and the inventory's at most 60`, async () => {
    const db = server.sqlite();
    const one = (where: string) => (db.prepare(`select id from vehicles where ${where} order by id limit 1`).get() as { id: number }).id;
    const pages = resolvePublicPages({ vehicle: one("status = 'available'"), soldVehicle: one("status = 'sold'") }).filter((p) => !p.form);
    const titles = await Promise.all(
      pages.map(async (p) => {
        const html = await (await fetch(server.url + p.path)).text();
        return { path: p.path, title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '') };
      }),
    );
    expect(titles.filter((t) => !t.title || t.title.length > MAX_TITLE_LENGTH)).toEqual([]);
    expect(MAX_TITLE_LENGTH).toBeLessThanOrEqual(65);
    for (const path of ['/', '/inventory']) expect(titles.find((t) => t.path === path)!.title.length, path).toBeLessThanOrEqual(60);
    expect(PUBLIC_PAGES.length).toBeGreaterThan(20);
  });
});

describe('staff screens', () => {
  it.each(['/employee', '/employee/inventory', '/employee/inquiries'])(
    '%s ends with </html>: its module script is inside the document',
    async (path) => {
      const res = await staff.get(path);
      expect(res.status).toBe(200);
      const html: string = res.body;
      expect(html.trimEnd().endsWith('</html>'), html.slice(html.lastIndexOf('</html>'), html.lastIndexOf('</html>') + 200)).toBe(true);
      expect(html.slice(html.indexOf('<body'), html.indexOf('</body>'))).toMatch(/<script type="module"/);
    },
  );

  it('the sign-in form names the type of its username input', async () => {
    const html = await (await fetch(`${server.url}/employee/login`)).text();
    const input = /<input[^>]*\bid="username"[^>]*>/.exec(html)?.[0];
    expect(input).toMatch(/\btype="text"/);
  });
});
