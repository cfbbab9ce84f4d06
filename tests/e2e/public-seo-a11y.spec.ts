import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { declineCookies, vehiclesInDb } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

const PAGES = [
  '/',
  '/inventory',
  '/inventory?category=convertibles',
  '/services',
  '/gallery',
  '/about',
  '/contact',
  '/financing',
  '/sitemap',
  '/privacy-policy',
  '/terms',
];

test('every public page has its own title, description and canonical URL, Open Graph and Twitter tags', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of [...PAGES, `/inventory/${vehiclesInDb()[0].id}`]) {
    await page.goto(path);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(title, path).toMatch(/Atelier Motor Gallery/);
    expect(description?.length, path).toBeGreaterThan(50);
    titles.add(title);
    descriptions.add(description!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
      await expect(page.locator(`meta[property="${tag}"]`), `${path} ${tag}`).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
  expect(titles.size).toBe(PAGES.length + 1);
  expect(descriptions.size).toBe(PAGES.length + 1);
});

test('structured data: AutoDealer with opening hours on home and contact, BreadcrumbList with breadcrumbs', async ({ page }) => {
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const dealer = blocks.find((b) => b['@type'] === 'AutoDealer');
    expect(dealer, path).toBeTruthy();
    expect(dealer.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(dealer.address.addressLocality).toBe('Vaughan');
  }
  await page.goto('/services');
  const crumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t))
    .find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Services']);
});

test('/sitemap.xml lists the public pages and every vehicle page; robots.txt points to it and keeps crawlers out of staff areas', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/inventory', '/services', '/privacy-policy']) expect(xml).toContain(`${path}</loc>`);
  for (const v of vehiclesInDb()) expect(xml).toContain(`/inventory/${v.id}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/employee$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('the sitemap page links six featured vehicles that exist', async ({ page }) => {
  await page.goto('/sitemap');
  const links = page.getByRole('region', { name: 'Featured Vehicles' }).getByRole('link');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const featured = new Set(vehiclesInDb().map((v) => `/inventory/${v.id}`));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeLessThanOrEqual(6);
  for (const href of hrefs) expect(featured.has(href!)).toBe(true);
});

for (const path of [...PAGES, '/inventory/1', '/no-such-page']) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
