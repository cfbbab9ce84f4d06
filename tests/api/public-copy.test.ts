import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

// Copy a newcomer found wrong on the public pages (issue 11): checked in the HTML the server sends.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const text = async (path: string) =>
  (await (await fetch(server.url + path)).text())
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('public copy', () => {
  it('shows one years-in-business figure on the home page and the About page', async () => {
    const years = `${new Date().getFullYear() - 2013}+`;
    const home = await text('/');
    const about = await text('/about');
    expect(home).toContain(`${years} Years in Vaughan`);
    expect(about).toContain(`${years} Years of Excellence`);
    // No other "N+" figure of years on either page.
    for (const page of [home, about]) {
      const figures = new Set([...page.matchAll(/\b(\d+)\+ (?:Years|years)/g)].map((m) => `${m[1]}+`));
      expect([...figures]).toEqual([years]);
    }
  });

  it('keeps the space before the name of the privacy act', async () => {
    const privacy = await text('/privacy-policy');
    expect(privacy).toContain('We follow the Personal Information Protection and Electronic Documents Act');
    expect(privacy).not.toMatch(/thePersonal/);
  });

  // Issue 25, item 9: what a walk through the public pages found.
  it("answers an unknown address with a visitor's 404 page, no hint meant for developers", async () => {
    const res = await fetch(server.url + '/no-such-page');
    expect(res.status).toBe(404);
    const page = (await res.text()).replace(/<[^>]+>/g, ' ');
    expect(page).toContain('404 Page Not Found');
    expect(page).not.toMatch(/Developer hint|src\/pages|router/);
  });

  it.each([
    ['sports-cars', 'Every sports car we offer'],
    ['suvs-crossovers', 'Every SUV and crossover we offer'],
    ['exotic-collection', 'Every car in our exotic collection'],
  ])('phrases the %s page as English ("%s …")', async (category, phrase) => {
    const page = await text(`/inventory?category=${category}`);
    expect(page).toContain(phrase);
    expect(page).not.toMatch(/Every (suvs|sports cars|exotic collection)/i);
    expect(page).not.toMatch(/Browse suvs &/);
  });

  it('puts Book a Viewing, Financing and Sell or Trade in the header and the employee portal only in the footer', async () => {
    const html = await (await fetch(server.url + '/')).text();
    const header = html.slice(0, html.indexOf('<main'));
    for (const href of ['/book', '/financing', '/sell-or-trade']) expect(header).toContain(`href="${href}"`);
    expect(header).not.toMatch(/href="\/employee/);
    const footer = html.slice(html.indexOf('data-site-footer'));
    expect(footer.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain('Staff member? Employee portal');
  });

  it('keeps the space in "Staff member? Employee portal" on the admin sign-in page', async () => {
    const page = await text('/admin/login');
    expect(page).toContain('Staff member? Employee portal');
  });

  it('heads a sold vehicle\'s page with "Sold", not "Price Hidden" in display type', async () => {
    const sold = server.sqlite().prepare("select id from vehicles where status = 'sold' limit 1").get() as { id: number };
    const html = await (await fetch(`${server.url}/inventory/${sold.id}`)).text();
    expect(html).toMatch(/data-testid="vehicle-page-price"[^>]*>\s*Sold\s*</);
    expect(html).not.toMatch(/font-display[^"]*"[^>]*>\s*Price Hidden/);
  });

  it('titles one section of the home page "Featured Vehicles", not two', async () => {
    const html = await (await fetch(server.url + '/')).text();
    const titles = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());
    expect(titles.filter((t) => t === 'Featured Vehicles')).toHaveLength(1);
    expect(titles).toContain('More From the Collection');
  });
});
