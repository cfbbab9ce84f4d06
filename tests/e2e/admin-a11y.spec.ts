import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, open } from '../support/e2e-fixtures';
import { addVehicle } from './admin-helpers';

const screens = [
  '/admin',
  '/admin/inventory',
  '/admin/inquiries',
  '/admin/testimonials',
  '/admin/marketing',
  '/admin/analytics',
  '/admin/settings',
  '/admin/integrations',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the admin gate has no serious accessibility violations', async ({ page }) => {
  await open(page, '/admin/login');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of screens) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await loginAs(page, 'admin');
    if (path === '/admin')
      await addVehicle(page, { make: 'Alpine', model: 'A110 S', year: 2023, price: 98000, mileage: 6000, category: 'sports-cars' });
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the add vehicle dialog and a generated campaign link have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'admin');
  await open(page, '/admin/inventory');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await open(page, '/admin/marketing');
  const form = page.getByRole('form', { name: 'UTM link generator' });
  await form.getByLabel('Source').selectOption('google');
  await form.getByLabel('Medium').selectOption('cpc');
  await form.getByLabel('Campaign').fill('winter');
  await form.getByRole('button', { name: 'Generate link' }).click();
  await expect(page.getByTestId('utm-qr').locator('svg')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
