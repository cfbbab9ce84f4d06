import { expect, test } from '@playwright/test';
import { declineCookies } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

test.describe('header search', () => {
  test('sends trimmed text to /inventory?search=', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('searchbox', { name: 'Search inventory' }).fill('  Ferrari  ');
    await page.getByRole('searchbox', { name: 'Search inventory' }).press('Enter');
    await expect(page).toHaveURL(/\/inventory\?search=Ferrari$/);
    await expect(page.getByTestId('vehicle-card').first()).toContainText('Ferrari');
  });

  test('does nothing for blank text', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('searchbox', { name: 'Search inventory' }).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/about$/);
  });
});

test('the main navigation highlights the current section', async ({ page }) => {
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // A vehicle page belongs to Inventory.
  await page.goto('/inventory/1');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is collapsed, opens, closes with Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const aboutLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
    await expect(aboutLink).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(aboutLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the header takes its scrolled style past 10 px and back-to-top appears past 300 px', async ({ page }) => {
  await page.goto('/about');
  const header = page.locator('[data-site-header]');
  const backToTop = page.getByRole('link', { name: 'Back to top' });
  await expect(header).not.toHaveAttribute('data-scrolled');
  await expect(backToTop).not.toHaveAttribute('data-visible');
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(header).toHaveAttribute('data-scrolled', '');
  await expect(backToTop).not.toHaveAttribute('data-visible');
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(backToTop).toHaveAttribute('data-visible', '');
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer links the five categories, new arrivals and the legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const slug of ['sports-cars', 'luxury-sedans', 'suvs-crossovers', 'exotic-collection', 'convertibles']) {
    await expect(footer.locator(`a[href="/inventory?category=${slug}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole('link', { name: 'New Arrivals' })).toHaveAttribute('href', '/inventory?filter=new-arrivals');
  for (const [name, href] of [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms'],
    ['Sitemap', '/sitemap'],
  ]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('button', { name: 'Cookie Preferences' })).toBeVisible();
});

test('an unknown address answers 404 with the not-found page inside the site shell', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  // A visitor's page: no hint meant for developers (issue 25).
  await expect(page.getByText('Developer hint')).toHaveCount(0);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('staff areas show no public header or footer', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('[data-site-header]')).toHaveCount(0);
  await expect(page.locator('[data-site-footer]')).toHaveCount(0);
});
