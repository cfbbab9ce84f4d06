import { expect, test } from '@playwright/test';
import { cspViolations } from './public-fixtures';

/**
 * Pages to walk: public ones, the staff sign-ins, and a 404. Each carries React
 * islands (the public ones the consent banner at least, the sign-ins their form),
 * so each must hydrate them under the policy: a page here without an island is a
 * failure, never a skip, since a page whose islands were lost would otherwise
 * pass without anything checked.
 */
const PAGES = ['/', '/inventory', '/contact', '/about', '/services', '/gallery', '/employee/login', '/admin/login', '/no-such-page'];

for (const path of PAGES) {
  test(`${path} loads and hydrates its React islands under the Content-Security-Policy without a violation`, async ({ page }) => {
    const violations = await cspViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const islands = page.locator('astro-island');
    const count = await islands.count();
    expect(count, `${path} is expected to carry React islands but carries none`).toBeGreaterThan(0);
    // Islands may hydrate only when visible: bring each one into view and stay until it hydrates, rather than
    // scrolling past it (an astro-island is display: contents and has no box of its own, so its first element is
    // scrolled to). On the home page a section below the first renders only once near the viewport
    // (content-visibility), and the first scroll lands by its placeholder height: scroll again until the section has
    // rendered and the island, now where it really is, has been seen and hydrated (up to 5 s, on a busy machine).
    await islands.evaluateAll(async (all) => {
      for (const island of all) {
        const target = island.firstElementChild ?? island;
        for (let waited = 0; waited === 0 || (island.hasAttribute('ssr') && waited < 5000); waited += 100) {
          target.scrollIntoView({ block: 'center' });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      // And as a visitor reads it: top to bottom, a screen at a time, for any island still waiting to be seen.
      for (let y = 0; all.some((island) => island.hasAttribute('ssr')) && y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    // Hydration removes the ssr attribute; a blocked loader script would leave it on every island.
    await expect(page.locator('astro-island[ssr]'), `${path} has islands that never hydrated`).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}

test('an inline script the build did not hash is blocked', async ({ page }) => {
  const violations = await cspViolations(page);
  await page.goto('/');
  // A script injected the way an XSS would (parser-inserted markup) must not run.
  const ran = await page.evaluate(async () => {
    const frame = document.createElement('div');
    document.body.append(frame);
    frame.innerHTML = '<img src="data:," onerror="window.__xss = true">';
    const s = document.createElement('script');
    s.textContent = 'window.__xss = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 200));
    return (window as unknown as { __xss?: boolean }).__xss === true;
  });
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});
