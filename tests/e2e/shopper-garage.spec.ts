import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { consoleErrors, declineCookies } from './public-fixtures';
import { signIn, uniqueEmail } from './shopper-fixtures';

// Shoppers (issue 22): hearts without and with an account, the e-mailed link, passkeys, compare without JavaScript, My garage.

test.beforeEach(async ({ page }) => declineCookies(page));

test('a car saved without an account stays saved in the browser and joins the account at sign-in', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/inventory');
  const card = page.getByTestId('vehicle-card').first();
  const id = Number(await card.getAttribute('data-vehicle-id'));
  const heart = card.locator('[data-save-vehicle]');
  await expect(heart).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator(`[data-save-vehicle="${id}"]`).first()).toHaveAttribute('aria-pressed', 'true');
  // The cached HTML is the same for everyone: the saved state is not in it.
  const html = await (await page.request.get('/inventory')).text();
  expect(html).not.toContain('aria-pressed="true"');

  await page.goto('/account');
  await expect(page.getByTestId('local-saves-note')).toContainText('You saved 1 car on this device');
  const email = uniqueEmail('merge');
  await signIn(page, email);
  await expect(page.getByTestId('saved-vehicles').locator(`[data-vehicle-id="${id}"]`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('amg.saved'))).toBeNull();
  const me = await (await page.request.get('/api/shopper/me')).json();
  expect(me.saved).toEqual([id]);

  // Signed in, the vehicle page's Save button reads the account, and unsaving reaches the server.
  await page.goto(`/inventory/${id}`);
  const save = page.getByTestId('vehicle-actions').locator('[data-save-vehicle]');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toContainText('Saved');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  expect((await (await page.request.get('/api/shopper/me')).json()).saved).toEqual([]);
  expect(errors).toEqual([]);
});

test('a passkey added in the garage signs the shopper in next time (virtual authenticator)', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = uniqueEmail('passkey');
  await signIn(page, email);
  await page.getByTestId('add-passkey').click();
  await expect(page.getByTestId('passkey-count')).toContainText('One passkey');
  const db = e2eDb();
  expect(db.prepare('select count(*) n from shopper_passkeys p join users u on u.id = p.user_id where u.email = ?').get(email)).toEqual({
    n: 1,
  });
  db.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  expect((await (await page.request.get('/api/shopper/me')).json()).signedIn).toBe(false);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('garage')).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test.describe('compare without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('picks vehicles with the plain form, marks the differences, prints without the site around it', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    const picker = page.getByTestId('compare-picker');
    await picker.getByRole('button', { name: 'Add to comparison' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+$/);
    await page.getByLabel('Add a vehicle').selectOption({ index: 3 });
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+$/);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('[data-compare-vehicle]')).toHaveCount(2);
    await expect(table.locator('tr[data-differs="true"]').first()).toContainText('differs');
    await expect(table.getByTestId('compare-price-note').first()).toHaveText('plus HST and licensing');
    await expect(page.getByTestId('differences')).toContainText('Differences are marked');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-site-header]')).toBeHidden();
    await expect(picker).toBeHidden();
    await expect(table).toBeVisible();
  });
});

for (const width of [390, 820, 1440]) {
  test(`My garage, compare and the hearts at ${width} px: no console error, axe clean`, async ({ page }) => {
    // Two axe runs over long pages: more than the default time on a loaded machine.
    test.setTimeout(60_000);
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inventory');
    await page.locator('[data-save-vehicle]').nth(0).click();
    await page.locator('[data-save-vehicle]').nth(1).click();
    await expect(page.locator('[data-save-vehicle][aria-pressed="true"]')).toHaveCount(2);
    await page.screenshot({ path: `test-results/shots/hearts-${width}.png` });
    await signIn(page, uniqueEmail(`garage${width}`));
    await expect(page.getByTestId('saved-vehicles').getByTestId('vehicle-card')).toHaveCount(2);
    await page.screenshot({ path: `test-results/shots/account-${width}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('link', { name: /Compare both/ }).click();
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await page.screenshot({ path: `test-results/shots/compare-${width}.png`, fullPage: true });
    // Nothing widens the page: the table scrolls in its own box, the header's top bar keeps to the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const axeCompare = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axeCompare.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('"E-mail to a friend" is offered to a signed-in shopper only; a visitor shares or copies the link', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/inventory');
  const id = Number(await page.getByTestId('vehicle-card').first().getAttribute('data-vehicle-id'));
  await page.goto(`/inventory/${id}`);
  const share = page.locator(`[data-share="${id}"]`);
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(share.getByRole('button', { name: 'E-mail to a friend' })).toBeHidden();
  await signIn(page, uniqueEmail('share'));
  for (const width of [390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/inventory/${id}`);
    await expect(share.getByRole('button', { name: 'E-mail to a friend' })).toBeVisible();
    await share.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots/share-${width}.png` });
  }
  expect(errors).toEqual([]);
});
