import type { Page } from '@playwright/test';
import { createInquiry, createVehicle, expect, loginAs, open, test } from '../support/e2e-fixtures';

/**
 * Every portal screen of both areas at a phone, a tablet and a desktop width:
 * no table wider than the box that holds it (unless that box is a labelled scroll region made for it), no
 * sideways scroll of the page,
 * and not one console error (a hydration mismatch, a CSP refusal) on the way.
 * SCREENSHOTS=dir keeps a full-page picture of each for a human to look at.
 */
const WIDTHS = [390, 820, 1440] as const;

const SCREENS: { area: 'employee' | 'admin'; path: string; ready?: string }[] = [
  { area: 'employee', path: '/employee' },
  { area: 'employee', path: '/employee/inventory', ready: 'table tbody tr' },
  { area: 'employee', path: '/employee/inquiries', ready: 'table tbody tr' },
  { area: 'employee', path: '/employee/testimonials' },
  { area: 'employee', path: '/employee/media' },
  { area: 'employee', path: '/employee/sales-records', ready: 'table tbody tr' },
  { area: 'employee', path: '/employee/reports' },
  { area: 'employee', path: '/employee/analytics' },
  { area: 'employee', path: '/employee/settings' },
  { area: 'employee', path: '/employee/activity' },
  { area: 'employee', path: '/employee/outbox' },
  { area: 'admin', path: '/admin' },
  { area: 'admin', path: '/admin/inventory', ready: 'table tbody tr' },
  { area: 'admin', path: '/admin/inquiries', ready: 'table tbody tr' },
  { area: 'admin', path: '/admin/testimonials' },
  { area: 'admin', path: '/admin/analytics' },
  { area: 'admin', path: '/admin/marketing' },
  { area: 'admin', path: '/admin/settings' },
  { area: 'admin', path: '/admin/outbox' },
  { area: 'admin', path: '/admin/integrations' },
];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAs(page, 'employee');
  // Long values are what clip a table: a long model name, a long subject.
  await createVehicle(page, { model: 'Cayenne Turbo E-Hybrid Coupé with Lightweight Package' });
  await createInquiry(page, {
    name: 'Maximilian Alexander Fitzgerald-Worthington',
    subject: 'Viewing appointment for the Cayenne with the lightweight package and a trade-in',
  });
  await page.close();
});

/** Tables wider than their scroll box, and the page wider than the window: what the user would have to scroll sideways to see. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) found.push(`page is ${doc.scrollWidth}px wide in a ${doc.clientWidth}px window`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (!table.offsetParent && getComputedStyle(table).position !== 'fixed') continue;
      const box = table.parentElement!;
      // A scroll box made for the table (a labelled region the keyboard can scroll, WCAG 1.4.10's two-dimensional
      // exception) is a design choice, not a clipped table.
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
      if (scrolls && box.getAttribute('role') === 'region' && box.tabIndex === 0 && box.getAttribute('aria-label')) continue;
      const name = table.querySelector('caption')?.textContent?.trim() || table.getAttribute('aria-label') || 'a table';
      if (table.getBoundingClientRect().width > box.clientWidth + 1)
        found.push(`${name}: ${Math.round(table.getBoundingClientRect().width)}px in a ${box.clientWidth}px box`);
    }
    return found;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : width < 1000 ? 1180 : 900 } });

    for (const screen of SCREENS) {
      test(`${screen.path} fits and logs no console error`, async ({ page }) => {
        const errors: string[] = [];
        // A vehicle photo missing on disk (test data) is shown as a placeholder: its 404 is not the screen's error.
        let missingImages = 0;
        page.on('response', (r) => {
          if (r.status() === 404 && r.request().resourceType() === 'image') missingImages++;
        });
        page.on('console', (m) => {
          if (m.type() !== 'error') return;
          if (/^Failed to load resource: .* 404/.test(m.text()) && missingImages > 0) return void missingImages--;
          errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(e.message));
        await loginAs(page, screen.area);
        await open(page, screen.path);
        if (screen.ready) await expect(page.locator(screen.ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (process.env.SCREENSHOTS) {
          const name = `${screen.path.replace(/\//g, '_').replace(/^_/, '')}-${width}.png`;
          await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}`, fullPage: true });
        }
        expect(await overflows(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
