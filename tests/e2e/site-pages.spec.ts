import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, waitForIslands } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies } from './public-fixtures';

/** The about, contact, privacy and terms pages: their words from the database, edited under Pages in the portal. */
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);

test.describe('the pages whose words staff edit', () => {
  test.beforeEach(async ({ page }) => declineCookies(page));

  for (const width of [390, 820, 1440])
    for (const [path, heading] of [
      ['/about', 'Built on One Car at a Time'],
      ['/contact', 'We Would Be Glad to Hear From You'],
      ['/privacy-policy', '1. Who we are'],
      ['/terms', '1. Acceptance of these terms'],
    ] as const)
      test(`${path} at ${width} px renders its copy, no console error, axe clean`, async ({ page }) => {
        const errors = consoleErrors(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        // The inquiry form hydrates when it scrolls into view.
        for (const island of await page.locator('astro-island[client="visible"]').all()) await island.scrollIntoViewIfNeeded();
        await waitForIslands(page);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await page.screenshot({ path: `test-results/site-pages${path.replace('/', '-')}-${width}.png`, fullPage: true });
        expect(await axe(page)).toEqual([]);
        if (path === '/terms') {
          // The table of contents leads to its section.
          await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: '12. Changes and contact' }).click();
          await expect(page).toHaveURL(/\/terms#contact$/);
        }
        expect(errors).toEqual([]);
      });
});

for (const width of [390, 820, 1440])
  for (const key of ['about', 'contact', 'privacy', 'terms'])
    test(`the ${key} editor at ${width} px: axe clean, no console error`, async ({ page }) => {
      const errors = consoleErrors(page);
      await loginAs(page, 'admin');
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(`/admin/site-pages/${key}`);
      await waitForIslands(page);
      await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible();
      await page.screenshot({ path: `test-results/site-pages-editor-${key}-${width}.png`, fullPage: true });
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

test('an admin edits the about page: the draft is previewed (noindex), published, and visitors see it', async ({ page, context }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/site-pages/about');
  await waitForIslands(page);
  const heading = `Built One Car at a Time (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Story heading' }).fill(heading);
  await page.getByRole('textbox', { name: 'Role' }).nth(1).fill('Director of Sales and Leasing');
  // A photo without alt text is refused, naming the field; nothing is saved.
  const alt = page.getByRole('textbox', { name: 'Alt text' }).first();
  await alt.fill('');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Photo alt text is required.')).toBeVisible();
  await alt.fill('Julian Moreau in the showroom');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('About page draft saved', { exact: true })).toBeVisible();

  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview saved draft' }).click()]);
  await expect(preview.getByRole('heading', { name: heading })).toBeVisible();
  await expect(preview.getByText('Director of Sales and Leasing')).toBeVisible();
  await expect(preview.locator('[data-preview-banner]')).toContainText('unpublished draft');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();

  const visitor = await context.browser()!.newContext();
  const anon = await visitor.newPage();
  const origin = new URL(page.url()).origin;
  await anon.goto(`${origin}/about`);
  await expect(anon.getByRole('heading', { name: heading })).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('About page published', { exact: true })).toBeVisible();
  await anon.goto(`${origin}/about`);
  await expect(anon.getByRole('heading', { name: heading })).toBeVisible();
  await expect(anon.getByText('Director of Sales and Leasing')).toBeVisible();
  await expect(anon.getByRole('img', { name: 'Julian Moreau in the showroom' })).toBeVisible();

  // Restoring the first published version puts the starting copy back.
  await page.getByRole('button', { name: 'Restore' }).last().click();
  await expect(page.getByText('About page version restored', { exact: true })).toBeVisible();
  await anon.goto(`${origin}/about`);
  await expect(anon.getByRole('heading', { name: 'Built on One Car at a Time' })).toBeVisible();
  await visitor.close();
});

test('an admin publishes the privacy policy and its "Last updated" date becomes today', async ({ page, context }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/site-pages/privacy');
  await waitForIslands(page);
  const text = page.getByRole('textbox', { name: 'Text (Markdown)' });
  const marker = `Revised for the new showroom (${Date.now()}).`;
  await text.fill(`${marker}\n\n${await text.inputValue()}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Privacy policy published', { exact: true })).toBeVisible();

  const visitor = await context.browser()!.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`${new URL(page.url()).origin}/privacy-policy`);
  await expect(anon.getByText(marker)).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date());
  await expect(anon.locator('[data-last-updated]')).toHaveText(`Last updated ${today}`);
  await visitor.close();
});
