import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ORIGIN, expectToast, loginAs, open } from '../support/e2e-fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A machine's call with the key: from the test's own process, with none of a browser page's headers. */
async function callWithKey(secret: string) {
  const res = await fetch(`${E2E_ORIGIN}/api/inquiries`, { headers: { authorization: `Bearer ${secret}` } });
  return res.status;
}

test('an admin creates an API key, sees its secret once, rotates and revokes it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const name = `CRM ${Date.now().toString(36)}`;

  await loginAs(page, 'admin');
  await open(page, '/admin/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');

  // Nothing chosen: each field says what it needs, and no key is made.
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Choose at least one scope.')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: /leads:read/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretBox = page.getByTestId('api-key-secret');
  await expect(secretBox).toHaveText(/^amg_key_[A-Za-z0-9_-]{43}$/);
  const secret = (await secretBox.textContent())!;
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('leads:read');
  await expect(row).toContainText(`…${secret.slice(-4)}`);
  await expect(row).toContainText('Never');
  expect(await seriousViolations(page)).toEqual([]);

  // Shown once: after a reload the list has only its last four characters.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  expect(await callWithKey(secret)).toBe(200);
  await page.reload();
  await expect(row).toContainText('from 127.0.0.1');

  await row.getByRole('button', { name: `Rotate ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByRole('heading', { name: `New secret of "${name}"` })).toBeVisible();
  const rotated = (await page.getByTestId('api-key-secret').textContent())!;
  expect(rotated).not.toBe(secret);
  expect(await callWithKey(secret)).toBe(401);
  expect(await callWithKey(rotated)).toBe(200);
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, 'Key revoked');
  await expect(row).toHaveCount(0);
  expect(await callWithKey(rotated)).toBe(401);
  expect(errors).toEqual([]);
});
