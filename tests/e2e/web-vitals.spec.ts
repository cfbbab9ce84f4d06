import path from 'node:path';
import Database from 'better-sqlite3';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, open } from '../support/e2e-fixtures';
import { acceptAll, fixtureVehicles, visit } from './consent-fixtures';

let ids: ReturnType<typeof fixtureVehicles>;
test.beforeAll(() => {
  ids = fixtureVehicles();
});

type Row = { id: number; page_type: string; device: string; metric: string; value: number; target: string | null };

function webVitalsAfter(id: number): Row[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'dealership.sqlite'), { readonly: true });
  try {
    return db.prepare('select * from web_vitals where id > ? order by metric').all(id) as Row[];
  } finally {
    db.close();
  }
}
const lastId = () => webVitalsAfter(0).reduce((max, r) => Math.max(max, r.id), 0);

/**
 * Counts the page's web-vitals beacons and the library's loads from now on. Playwright does not see a beacon sent
 * while a page unloads, so sendBeacon is wrapped in the page and the count kept in sessionStorage, read from a later page.
 */
async function watchWebVitals(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /web-vitals/i.test(r.url())) scripts.push(r.url());
  });
  await page.addInitScript(() => {
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).includes('/api/analytics/web-vitals'))
        sessionStorage.setItem('web-vitals-beacons', String(Number(sessionStorage.getItem('web-vitals-beacons') ?? 0) + 1));
      return beacon(url, data);
    };
  });
  return { scripts, beacons: async () => Number(await page.evaluate(() => sessionStorage.getItem('web-vitals-beacons') ?? 0)) };
}

test('with analytics consent, a vehicle page reports its Core Web Vitals when it is hidden', async ({ page }) => {
  const watch = await watchWebVitals(page);
  await acceptAll(page);
  const before = lastId();
  await visit(page, `/inventory/${ids.porsche}`);
  await expect.poll(() => watch.scripts.length, 'the library loads once analytics is allowed').toBeGreaterThan(0);
  const title = page.getByRole('heading', { level: 1 });
  const titleId = await title.getAttribute('id');
  await title.click();
  // The browser records an interaction after its next paint: leave once it has, or the page may go first.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // Leaving the page hides it: the beacon goes then.
  await visit(page, '/');
  // The home page, left first, reports too: the vehicle page's own rows are the ones to check.
  const vehicleRows = () => webVitalsAfter(before).filter((r) => r.page_type === 'vehicle');
  await expect.poll(() => vehicleRows().map((r) => r.metric)).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  const rows = vehicleRows();
  expect(rows.every((r) => r.device === 'desktop')).toBe(true);
  expect(rows.find((r) => r.metric === 'LCP')!.target).toBeTruthy();
  // The interaction's element, as the library names it: the title clicked.
  expect(rows.find((r) => r.metric === 'INP')!.target).toEqual(titleId ? `#${titleId}` : expect.stringMatching(/h1/));
  expect(await watch.beacons()).toBeGreaterThanOrEqual(1);
});

test('without consent nothing is measured or sent', async ({ page }) => {
  const watch = await watchWebVitals(page);
  const before = lastId();
  await visit(page, `/inventory/${ids.porsche}`);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await visit(page, '/inventory');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await visit(page, '/');
  // Two pages were left (hidden) with the consent layer settled and no consent: no beacon, no library, no row.
  expect(await watch.beacons()).toBe(0);
  expect(watch.scripts).toEqual([]);
  // (The home page the test before left, when its browser closed, may still be reporting: only these pages count.)
  expect(webVitalsAfter(before).filter((r) => r.page_type === 'vehicle' || r.page_type === 'inventory')).toEqual([]);
});

/** Page views of the last three weeks, written straight into the database: the screen's figures depend on nothing else. */
function seedViews() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'dealership.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    'insert or ignore into web_vitals (view, page_type, device, metric, value, target, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const day = 24 * 60 * 60 * 1000;
  const views: [string, string, Record<string, number>, number][] = [
    ['journal', 'mobile', { LCP: 5200, INP: 180, CLS: 0.02, FCP: 1500, TTFB: 600 }, 60],
    ['home', 'mobile', { LCP: 2900, INP: 90, CLS: 0.18, FCP: 1400, TTFB: 500 }, 30],
    ['home', 'desktop', { LCP: 1700, INP: 60, CLS: 0.01, FCP: 900, TTFB: 300 }, 40],
  ];
  db.transaction(() => {
    for (const [pageType, device, metrics, count] of views)
      for (let i = 0; i < count; i++)
        for (const [metric, value] of Object.entries(metrics)) {
          const target = metric === 'LCP' ? 'main>article>figure>img' : metric === 'INP' ? 'button.menu-toggle' : null;
          insert.run(`seed-${pageType}-${device}-${i}-view`, pageType, device, metric, value, target, Date.now() - (i % 20) * day);
        }
  })();
  db.close();
}

test('the analytics screen shows the p75 per page type and device, rated, with the elements responsible and the weeks', async ({
  page,
}) => {
  // Three widths and an accessibility scan: more than a default test's time on a busy machine.
  test.setTimeout(60_000);
  seedViews();
  await loginAs(page, 'employee');
  for (const width of [1440, 820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/employee/analytics');
    const mobile = page.locator('table[data-web-vitals="mobile"]');
    const journal = mobile.getByRole('row', { name: /^Journal\b/ });
    await expect(journal.getByRole('cell').nth(0)).toContainText('5.2 s (Poor)');
    await expect(journal.getByRole('cell').nth(0)).toContainText('60 views');
    await expect(journal.getByRole('cell').nth(0)).toContainText('main>article>figure>img');
    await expect(journal.getByRole('cell').nth(1)).toContainText('180 ms (Good)');
    await expect(
      mobile
        .getByRole('row', { name: /^Home\b/ })
        .getByRole('cell')
        .nth(2),
    ).toContainText('0.18 (Needs improvement)');
    await expect(page.locator('table[data-web-vitals-trend="mobile"]')).toBeVisible();
  }
  // At the last width, the narrowest tables scroll sideways: their regions take the keyboard.
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="web-vitals"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export mobile visits speed as CSV' }).click();
  const csv = await (await download).path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
  expect(csv).toContain('Journal,Mobile,LCP,5200,ms,Poor,60,main>article>figure>img,60');
  const weekly = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the speed by week as CSV' }).click();
  const weeks = await (await weekly).path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
  expect(weeks).toMatch(/^\uFEFF?Week starting,Device,Metric,p75,Unit,Rating,Page views\r\n/);
  expect(weeks).toMatch(/\r\n\d{4}-\d{2}-\d{2},Mobile,LCP,5200,ms,Poor,\d+\r\n/);
});
