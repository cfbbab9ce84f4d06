import { expect, test } from '@playwright/test';
import { expectToast, loginAs, open } from '../support/e2e-fixtures';

test('the admin sets what a sold car’s documents still do from Settings, and the server keeps it', async ({ page }) => {
  await loginAs(page, 'admin');
  await open(page, '/admin/settings');
  const form = page.getByRole('form', { name: 'Documents of a sold car' });
  await expect(form.getByLabel('New requests')).toHaveValue('refuse');
  await expect(form.getByLabel('Links already released')).toHaveValue('expire');
  await expect(form.getByLabel('Public documents')).toHaveValue('keep');
  try {
    await form.getByLabel('Public documents').selectOption('hide');
    await form.getByRole('button', { name: 'Save the rule' }).click();
    await expectToast(page, 'Rule saved');
    expect((await (await page.request.get('/api/settings/documents')).json()).publicDocuments).toBe('hide');
    for (const width of [390, 820, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await form.scrollIntoViewIfNeeded();
      await form.screenshot({ path: `test-results/shots/sold-documents-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  } finally {
    // The browser tests share one server: the default rule goes back.
    const reset = await page.request.put('/api/settings/documents', {
      data: { requests: 'refuse', releasedLinks: 'expire', publicDocuments: 'keep' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(reset.status()).toBe(200);
  }
});
