import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

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
});
