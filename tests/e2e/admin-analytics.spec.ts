import { expect, test, type BrowserContext } from '@playwright/test';
import { E2E_ORIGIN, loginAs, open } from '../support/e2e-fixtures';
import { addVehicle } from './admin-helpers';

const ALL_ACCEPTED = JSON.stringify({ necessary: true, analytics: true, marketing: true, personalization: true });

async function setCookies(context: BrowserContext, cookies: Record<string, string>) {
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: E2E_ORIGIN })));
}

async function consent(context: BrowserContext, preferences: string) {
  await context.addInitScript((value) => localStorage.setItem('cookie-preferences', value), preferences);
}

test.describe('the admin Analytics screen', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('asks for cookie consent before showing this browser’s figures', async ({ page, context }) => {
    await setCookies(context, { visit_count: '9' });
    await open(page, '/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Cookie Consent Required' })).toBeVisible();
    await expect(page.getByText(/Please accept analytics cookies/)).toBeVisible();
    await expect(page.getByTestId('browser-visits')).toHaveCount(0);
  });

  test('a visitor who declined analytics is asked for consent too', async ({ page, context }) => {
    await consent(context, JSON.stringify({ necessary: true, analytics: false, marketing: true, personalization: true }));
    await open(page, '/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Cookie Consent Required' })).toBeVisible();
  });

  test('shows visits, vehicles viewed, session, A/B variant and popular vehicles from the cookies', async ({ page, context }) => {
    const popular = await addVehicle(page, {
      make: 'Pagani',
      model: 'Utopia',
      year: 2024,
      price: 3500000,
      mileage: 120,
      category: 'exotic-collection',
    });
    const second = await addVehicle(page, {
      make: 'Bugatti',
      model: 'Chiron Sport',
      year: 2021,
      price: 4100000,
      mileage: 2345,
      category: 'exotic-collection',
    });
    await consent(context, ALL_ACCEPTED);
    await setCookies(context, {
      visit_count: '14',
      viewed_count: '6',
      session_data: JSON.stringify({ id: 'sess-7f3a91', startTime: Date.now(), pageViews: [{ path: '/', time: Date.now() }] }),
      ab_variant: JSON.stringify({ variant: 'B', conversions: 2 }),
      popular_vehicles: JSON.stringify([
        { id: second, count: 2 },
        { id: popular, count: 5 },
        { id: 999999, count: 9 },
      ]),
    });
    await open(page, '/admin/analytics');
    await expect(page.getByTestId('browser-visits')).toContainText('14');
    await expect(page.getByTestId('browser-viewed')).toContainText('6');
    await expect(page.getByTestId('browser-session')).toContainText('sess-7f3a91');
    await expect(page.getByTestId('browser-variant')).toContainText('B');

    // Highest count first; a vehicle that no longer exists is left out.
    const items = page.getByRole('list', { name: 'Popular vehicles' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByRole('link', { name: '2024 Pagani Utopia' })).toHaveAttribute('href', `/inventory/${popular}`);
    await expect(items.nth(0)).toContainText('$3,500,000 · 120 km · 5 views');
    await expect(items.nth(1).getByRole('link', { name: '2021 Bugatti Chiron Sport' })).toHaveAttribute('href', `/inventory/${second}`);
    await expect(items.nth(1)).toContainText('2,345 km');
  });

  test('reads missing or corrupted cookies as empty', async ({ page, context }) => {
    await consent(context, ALL_ACCEPTED);
    await setCookies(context, { visit_count: 'lots', session_data: '{"id":', ab_variant: '[', popular_vehicles: 'nope' });
    await open(page, '/admin/analytics');
    await expect(page.getByTestId('browser-visits')).toContainText('0');
    await expect(page.getByTestId('browser-viewed')).toContainText('0');
    await expect(page.getByTestId('browser-session')).toContainText('No session');
    await expect(page.getByTestId('browser-variant')).toContainText('Not assigned');
    await expect(page.getByText('No popular vehicles data available yet.')).toBeVisible();
  });

  test('shows the site-wide summary beside them, or an empty state without one', async ({ page }) => {
    await page.route('**/api/analytics/summary', (route) =>
      route.fulfill({
        json: {
          range: { from: '2025-05-01', to: '2025-05-30' },
          visitsPerDay: [
            { date: '2025-05-29', visits: 12 },
            { date: '2025-05-30', visits: 20 },
          ],
          totals: { visits: 1234, pageViews: 5678, vehicleViews: 910 },
          topVehicles: [{ vehicleId: 3, title: '2022 Porsche 911 GT3', views: 77 }],
          sources: [{ source: 'instagram', medium: 'social', visits: 40 }],
          campaigns: [],
          abTest: [{ variant: 'A', views: 100, conversions: 4, rate: 0.04 }],
        },
      }),
    );
    await open(page, '/admin/analytics');
    const site = page.getByRole('region', { name: 'Whole site' });
    await expect(site).toContainText('1,234');
    await expect(site).toContainText('5,678');
    await expect(site.getByRole('link', { name: '2022 Porsche 911 GT3' })).toHaveAttribute('href', '/inventory/3');
    await expect(site).toContainText('instagram');
    await expect(site).toContainText('4%');

    await page.unroute('**/api/analytics/summary');
    await page.route('**/api/analytics/summary', (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
    await open(page, '/admin/analytics');
    await expect(page.getByText('No site-wide figures yet')).toBeVisible();
  });
});
