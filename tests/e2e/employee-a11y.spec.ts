import AxeBuilder from '@axe-core/playwright';
import { createInquiry, createVehicle, expect, loginAs, open, test } from '../support/e2e-fixtures';

const screens = [
  '/employee',
  '/employee/inventory',
  '/employee/inquiries',
  '/employee/testimonials',
  '/employee/media',
  '/employee/sales-records',
  '/employee/reports',
  '/employee/analytics',
  '/employee/settings',
  '/employee/activity',
];

let forSale: { year: number; make: string; model: string };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAs(page, 'employee');
  forSale = await createVehicle(page, { model: `Axe ${Date.now().toString(36)}` });
  await createInquiry(page, { name: 'Axe Reader', subject: 'Accessibility check' });
  await page.close();
});

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in page has no serious accessibility violations', async ({ page }) => {
  await open(page, '/employee/login');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of screens) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await loginAs(page, 'employee');
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the vehicle, sale and reply dialogs have no serious accessibility violations', async ({ page }) => {
  await loginAs(page, 'employee');
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByLabel(`Status of ${forSale.year} ${forSale.make} ${forSale.model}`).selectOption('sold');
  await expect(page.getByRole('dialog', { name: 'Complete Sale' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await open(page, '/employee/inquiries');
  await page
    .getByRole('button', { name: /^Reply to / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Reply to Inquiry' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
