import AxeBuilder from '@axe-core/playwright';
import { apiCall, createInquiry, expect, loginAs, open, test } from '../support/e2e-fixtures';

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'employee');
});

// Without SMTP_URL the outbox is the only copy of a message: staff open it and read what the customer would get.
test('opens a waiting message and shows who it is for, its subject and its whole text', async ({ page }) => {
  const token = Date.now().toString(36);
  const inquiry = await createInquiry(page, { name: 'Outbox Reader', email: `reader.${token}@example.com`, subject: `Outbox ${token}` });
  const text = `Thank you for your note.\nWe can see you on Saturday at 10. (${token})`;
  await apiCall(page, 'POST', `/api/inquiries/${inquiry.id}/replies`, { message: text });

  await open(page, '/employee/outbox');
  // The customer also has the site's acknowledgement of their inquiry in the outbox: open the staff reply.
  await page.getByRole('button', { name: new RegExp(`Read the message to reader\\.${token}@example\\.com: Re: Outbox ${token}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`To reader.${token}@example.com`);
  await expect(dialog.getByTestId('outbox-message-body')).toContainText(`We can see you on Saturday at 10. (${token})`);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});
