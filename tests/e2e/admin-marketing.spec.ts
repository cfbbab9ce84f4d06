import { expect, test } from '@playwright/test';
import { loginAs, open } from '../support/e2e-fixtures';

test.describe('the UTM link generator', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, 'admin');
  });

  test('builds the link with only the non-empty values, in the spec order, and copies it with a 3-second Copied!', async ({ page }) => {
    await page.clock.install();
    await open(page, '/admin/marketing');
    const form = page.getByRole('form', { name: 'UTM link generator' });
    await expect(form.getByLabel('Base URL')).toHaveValue('https://www.ateliermotorgallery.ca');
    await expect(form.getByLabel('Source').locator('option:not([disabled])')).toHaveText([
      'google',
      'facebook',
      'instagram',
      'twitter',
      'linkedin',
      'email',
      'newsletter',
      'direct',
    ]);
    await expect(form.getByLabel('Medium').locator('option:not([disabled])')).toHaveText([
      'cpc',
      'organic',
      'social',
      'email',
      'display',
      'referral',
      'banner',
    ]);

    await form.getByLabel('Base URL').fill('https://www.ateliermotorgallery.ca/inventory?category=sports-cars');
    await form.getByLabel('Source').selectOption('instagram');
    await form.getByLabel('Medium').selectOption('social');
    await form.getByLabel('Campaign').fill('  Spring Arrivals ');
    await form.getByLabel('Content').fill('story-1');
    await form.getByRole('button', { name: 'Generate link' }).click();

    const expected =
      'https://www.ateliermotorgallery.ca/inventory?category=sports-cars&utm_source=instagram&utm_medium=social&utm_campaign=Spring+Arrivals&utm_content=story-1';
    await expect(page.getByTestId('utm-link')).toHaveText(expected);
    await expect(page.getByTestId('utm-qr').locator('svg')).toBeVisible();

    // Freeze time so the 3 seconds are counted exactly.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await page.clock.runFor(2900);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

    // Term added later: the link follows the form.
    await form.getByLabel('Term').fill('porsche 911');
    await expect(page.getByTestId('utm-link')).toHaveText(
      `${expected.replace('&utm_content=story-1', '')}&utm_term=porsche+911&utm_content=story-1`,
    );
  });

  test('requires source, medium and campaign and a valid base URL', async ({ page }) => {
    await open(page, '/admin/marketing');
    const form = page.getByRole('form', { name: 'UTM link generator' });
    await form.getByLabel('Base URL').fill('not a url');
    await form.getByRole('button', { name: 'Generate link' }).click();
    await expect(form.getByText('Please enter a valid URL')).toBeVisible();
    await expect(form.getByText('Source is required')).toBeVisible();
    await expect(form.getByText('Medium is required')).toBeVisible();
    await expect(form.getByText('Campaign is required')).toBeVisible();
    await expect(page.getByTestId('utm-link')).toHaveCount(0);
  });
});

test.describe('the marketing analytics section', () => {
  test('shows visits and inquiries per campaign from the site-wide summary', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/analytics/summary', (route) =>
      route.fulfill({
        json: {
          range: { from: '2025-05-01', to: '2025-05-30' },
          visitsPerDay: [],
          totals: { visits: 300, pageViews: 900, vehicleViews: 120 },
          topVehicles: [],
          sources: [],
          campaigns: [
            { campaign: 'spring-arrivals', visits: 40, inquiries: 3 },
            { campaign: 'gt3-launch', visits: 120, inquiries: 6 },
          ],
          abTest: [],
        },
      }),
    );
    await open(page, '/admin/marketing');
    const rows = page.getByRole('table', { name: /Visits and inquiries per campaign/ }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toHaveText(/gt3-launch\s*120\s*6\s*5%/);
    await expect(rows.nth(2)).toHaveText(/spring-arrivals\s*40\s*3\s*7.5%/);
  });

  test('says so when no campaign has visits yet', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.route('**/api/analytics/summary', (route) =>
      route.fulfill({
        json: {
          range: { from: 'a', to: 'b' },
          visitsPerDay: [],
          totals: { visits: 0, pageViews: 0, vehicleViews: 0 },
          topVehicles: [],
          sources: [],
          campaigns: [],
          abTest: [],
        },
      }),
    );
    await open(page, '/admin/marketing');
    await expect(page.getByText('No campaign visits yet')).toBeVisible();
  });
});
