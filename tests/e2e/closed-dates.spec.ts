import { expect, test } from '@playwright/test';
import { expectToast, loginAs, open } from '../support/e2e-fixtures';

test('the admin edits the closed dates: shipped with the holidays, a bad line named on the field, a good list saved', async ({ page }) => {
  await loginAs(page, 'admin');
  await open(page, '/admin/settings');
  const form = page.getByRole('form', { name: 'Opening hours and bookings' });
  const closed = form.getByRole('textbox', { name: 'Closed dates' });
  await expect(closed).toHaveValue(/12-25\n12-26\n01-01/);
  const shipped = await closed.inputValue();
  // The panel's Save button sits in its header, tied to the form by its id.
  const save = page.locator(`button[form="${await form.getAttribute('id')}"]`);

  await closed.fill(`${shipped}\n2026-02-30`);
  await save.click();
  await expect(form.getByRole('alert').filter({ hasText: /MM-DD/ })).toBeVisible();
  await expect(closed).toHaveAttribute('aria-invalid', 'true');

  await closed.fill(`${shipped}\n2031-07-02`);
  await save.click();
  await expectToast(page, 'Booking rules saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Closed dates' })).toHaveValue(/2031-07-02/);

  // Back to what shipped, for the other tests.
  await page.getByRole('textbox', { name: 'Closed dates' }).fill(shipped);
  await save.click();
  await expectToast(page, 'Booking rules saved');
});
