import { expect, test } from '@playwright/test';
import { declineCookies, idleIslandsReady } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

test('category buttons filter the gallery and the lightbox locks page scroll', async ({ page }) => {
  await page.goto('/gallery');
  await idleIslandsReady(page);
  const grid = page.getByTestId('gallery-grid');
  const all = await grid.locator('li:visible').count();
  expect(all).toBeGreaterThan(4);
  const categories = page.getByRole('navigation', { name: 'Gallery categories' });
  await categories.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/gallery\?category=events$/);
  await expect(categories.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'true');
  const events = await grid.locator('li:visible').count();
  expect(events).toBeGreaterThan(0);
  expect(events).toBeLessThan(all);

  await grid.getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: 'Gallery' })).toBeVisible();
  await expect(page.getByTestId('lightbox-counter')).toHaveText(`1 / ${events}`);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  await categories.getByRole('link', { name: 'All' }).click();
  await expect(grid.locator('li:visible')).toHaveCount(all);
});

test('a category without images shows the empty state', async ({ page }) => {
  await page.goto('/gallery?category=weddings');
  await idleIslandsReady(page);
  await expect(page.getByRole('heading', { name: 'No Images Found' })).toBeVisible();
  await expect(page.getByText('No images available for the selected category. Please try another category.')).toBeVisible();
  await page.getByRole('link', { name: 'View All Categories' }).click();
  await expect(page.getByTestId('gallery-grid').getByRole('listitem').first()).toBeVisible();
});

test('each filter is a history entry: Back undoes it, Forward redoes it', async ({ page }) => {
  await page.goto('/gallery');
  await idleIslandsReady(page);
  const grid = page.getByTestId('gallery-grid');
  const all = await grid.locator('li:visible').count();
  const categories = page.getByRole('navigation', { name: 'Gallery categories' });
  await categories.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/gallery\?category=events$/);
  const events = await grid.locator('li:visible').count();
  await categories.getByRole('link', { name: 'Deliveries' }).click();
  await expect(page).toHaveURL(/\/gallery\?category=deliveries$/);
  await expect(categories.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('aria-current', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/\/gallery\?category=events$/);
  await expect(categories.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'true');
  await expect(grid.locator('li:visible')).toHaveCount(events);
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(grid.locator('li:visible')).toHaveCount(all);
  await expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  await page.goForward();
  await expect(grid.locator('li:visible')).toHaveCount(events);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the filters are links the server applies, and each photograph links to its full-size file', async ({ page }) => {
    await page.goto('/gallery');
    const grid = page.getByTestId('gallery-grid');
    const all = await grid.locator('li:visible').count();
    await page.getByRole('navigation', { name: 'Gallery categories' }).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/gallery\?category=events$/);
    const events = await grid.locator('li:visible').count();
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThan(all);
    const href = await grid.locator('li:visible a').first().getAttribute('href');
    expect(href).toMatch(/^\/art\/gallery-.+-1600\.webp$/);
    const image = await page.request.get(href!);
    expect(image.headers()['content-type']).toBe('image/webp');
  });
});
