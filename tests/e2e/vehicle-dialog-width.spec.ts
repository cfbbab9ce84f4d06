import { expect, loginAs, open, test } from '../support/e2e-fixtures';

// A photo's file name (one long word, kept on one line) made each photo row as wide as the name: at 390 px the whole
// Edit Vehicle dialog scrolled sideways and the rows' buttons, the documents' Delete among them, went off-screen.
test('the Edit Vehicle dialog never scrolls sideways on a phone (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'employee');
  await open(page, '/employee/inventory');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(dialog.getByText('Publish checklist')).toBeVisible();
  const body = dialog.locator('.overflow-y-auto').first();
  await expect(dialog.getByRole('button', { name: 'Remove photo 1' })).toBeAttached();
  const { scrollWidth, clientWidth } = await body.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  // The last button of the first photo row is inside the dialog.
  const remove = await dialog.getByRole('button', { name: 'Remove photo 1' }).boundingBox();
  const box = await dialog.boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(box!.x + box!.width);
});
