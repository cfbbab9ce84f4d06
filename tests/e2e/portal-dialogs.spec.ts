import { createVehicle, expect, loginAs, open, test } from '../support/e2e-fixtures';
import { cspViolations } from './public-fixtures';

let model = '';
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAs(page, 'employee');
  model = `Dialog ${Date.now().toString(36)}`;
  await createVehicle(page, { model });
  await page.close();
});

test('opening a dialog locks the page scroll without a CSP violation', async ({ page }) => {
  // The dialogs' scroll lock used to write a <style> the policy refuses.
  const violations = await cspViolations(page);
  await loginAs(page, 'employee');
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Vehicle' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  expect(violations).toEqual([]);
});

for (const width of [390, 1440]) {
  test(`at ${width} px a toast shown over an open dialog covers none of its buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await loginAs(page, 'employee');
    await open(page, '/employee/inventory');
    // The save fails: the dialog stays open and an error toast appears over it.
    await page.route(/\/api\/vehicles\/\d+$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The server is resting.' }) })
        : route.continue(),
    );
    await page
      .getByRole('button', { name: new RegExp(`^Edit .*${model}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const toast = page.locator('[data-portal-toast]').filter({ hasText: 'The server is resting.' });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeVisible();
    const box = (await toast.boundingBox())!;
    for (const button of await dialog.getByRole('button').all()) {
      const b = await button.boundingBox();
      if (!b) continue;
      const overlaps = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
      expect(overlaps, `the toast covers "${(await button.getAttribute('aria-label')) ?? (await button.textContent())}"`).toBe(false);
    }
  });
}
