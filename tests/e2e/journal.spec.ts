import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs, waitForIslands } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies } from './public-fixtures';

const POST = '/journal/what-to-check-before-buying-a-used-exotic';

test.describe('the journal, as visitors see it', () => {
  test.beforeEach(async ({ page }) => declineCookies(page));

  for (const width of [390, 820, 1440]) {
    test(`/journal and a post at ${width} px: no console error, axe clean, the post's vehicle cards`, async ({ page }) => {
      const errors = consoleErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/journal');
      await waitForIslands(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Notes from the Gallery' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'What to Check Before Buying a Used Exotic' })).toBeVisible();
      await page.screenshot({ path: `test-results/journal-list-${width}.png`, fullPage: true });
      expect(
        (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id),
      ).toEqual([]);

      await page.getByRole('link', { name: 'What to Check Before Buying a Used Exotic' }).click();
      await expect(page).toHaveURL(new RegExp(`${POST}$`));
      await waitForIslands(page);
      const vehicles = page.getByRole('complementary', { name: 'Vehicles in this story' });
      await expect(vehicles.getByRole('heading', { name: /F8 Tributo/ })).toBeVisible();
      await expect(vehicles.getByText(/\$[\d,]+/).first()).toBeVisible();
      await expect(vehicles.getByText('Sold').first()).toBeVisible();
      await page.screenshot({ path: `test-results/journal-post-${width}.png`, fullPage: true });
      expect(
        (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id),
      ).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a category filter narrows the list and is marked current', async ({ page }) => {
    await page.goto('/journal');
    const topics = page.getByRole('navigation', { name: 'Journal topics' });
    await topics.getByRole('link', { name: /Selling Your Car/ }).click();
    await expect(page).toHaveURL(/category=Selling\+Your\+Car/);
    await expect(topics.getByRole('link', { name: /Selling Your Car/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Consignment vs. Trade-In: Which Is Right for Your Car?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'What to Check Before Buying a Used Exotic' })).toHaveCount(0);
  });
});

test('staff write a post, preview the draft in the site layout, and an admin publishes it', async ({ page, context }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/journal');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  const title = `Cars and Coffee, ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('A Saturday morning of espresso and rare cars in the showroom.');
  await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('## The morning\n\nForty cars and a **very** good espresso.');
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill('Events');
  // The meta title is counted as it is typed, and refused past 70 characters before anything is sent.
  await page.getByRole('textbox', { name: 'Meta title' }).fill('x'.repeat(75));
  await expect(page.getByText('75/70 (5 too many)')).toBeVisible();
  await expect(page.getByText('Meta title must be at most 70 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Meta title' }).fill('Cars and Coffee at the Gallery');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByRole('link', { name: 'Preview saved draft' })).toBeVisible();
  await page.screenshot({ path: 'test-results/journal-editor-1440.png', fullPage: true });

  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview saved draft' }).click()]);
  await preview.waitForLoadState();
  await expect(preview.getByRole('status').filter({ hasText: 'Preview of a draft' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await preview.close();

  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect((await page.request.get(`/journal/${slug}`, { headers: { cookie: '' } })).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published by', { exact: false }).first()).toBeVisible();

  const visitor = await context.browser()!.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`${new URL(page.url()).origin}/journal/${slug}`);
  await expect(anon.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(anon.getByRole('heading', { level: 2, name: 'The morning' })).toBeVisible();
  await visitor.close();
});

test('an admin lets an employee publish from the staff accounts, and takes it back', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/settings');
  await waitForIslands(page);
  const grant = page.getByRole('checkbox', { name: 'Marco Bellini may publish journal posts and site content' });
  await expect(grant).not.toBeChecked();
  await grant.check();
  await expect(page.getByText('Publishing allowed', { exact: true })).toBeVisible();

  const employee = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const staffPage = await employee.newPage();
  await loginAs(staffPage, 'employee');
  expect((await (await staffPage.request.get('/api/journal')).json()).canPublish).toBe(true);

  await grant.uncheck();
  await expect(page.getByText('Publishing withdrawn', { exact: true })).toBeVisible();
  expect((await (await staffPage.request.get('/api/journal')).json()).canPublish).toBe(false);
  await employee.close();
});
