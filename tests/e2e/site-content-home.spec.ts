import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, loginAs, waitForIslands } from '../support/e2e-fixtures';
import { consoleErrors } from './public-fixtures';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);

test.describe('the site-content editors (home page, services, gallery)', () => {
  for (const [path, heading] of [
    ['/admin/site-content/home', 'Home Page'],
    ['/admin/site-content/services', 'Services'],
    ['/employee/site-content/gallery', 'Gallery'],
  ] as const)
    for (const width of [390, 820, 1440])
      test(`${path} at ${width} px: no console error, axe clean`, async ({ page }) => {
        const errors = consoleErrors(page);
        await loginAs(page, 'admin');
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await waitForIslands(page);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Save Draft' }).first()).toBeVisible();
        await page.screenshot({ path: `test-results/site-content${path.replaceAll('/', '-')}-${width}.png`, fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });

  test('the media picker: choose a site artwork, alt text required, axe clean', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/site-content/home');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Change Image for Slide 1 image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slide 1 image: choose an image' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'gallery event 1' })).toBeAttached();
    await dialog.getByText('gallery event 1', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('');
    await dialog.getByRole('button', { name: 'Use This Image' }).click();
    await expect(dialog.getByText(/^Alt text: describe what the image shows/)).toBeVisible();
    await page.screenshot({ path: 'test-results/media-picker-1440.png' });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('A coupé behind a velvet rope');
    await dialog.getByRole('button', { name: 'Use This Image' }).click();
    await expect(dialog).toBeHidden();
    const first = page.getByTestId('hero-slide').first();
    await expect(first.getByRole('img', { name: 'A coupé behind a velvet rope' })).toHaveAttribute('src', /gallery-event-1/);
    await expect(first.getByRole('textbox', { name: 'Alt text' })).toHaveValue('A coupé behind a velvet rope');
  });
});

test('an admin edits a hero slide’s heading, previews the draft (noindex), publishes, and the home page shows it from the cache', async ({
  page,
  context,
}) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/site-content/home');
  await waitForIslands(page);
  const heading = `A Private Gallery of Rare Cars ${Date.now() % 100000}`;
  const hero = page.getByRole('form', { name: 'Hero slides' });
  await hero.getByRole('textbox', { name: 'Heading' }).first().fill(heading);
  await hero.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Hero slides draft saved', { exact: true })).toBeVisible();

  const [preview] = await Promise.all([context.waitForEvent('page'), hero.getByRole('link', { name: 'Preview saved draft' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeAttached();
  await expect(preview.locator('[data-preview-banner]')).toContainText('unpublished draft');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.close();

  const visitor = await context.browser()!.newContext();
  const anon = await visitor.newPage();
  const origin = new URL(page.url()).origin;
  await anon.goto(`${origin}/`);
  await expect(anon.getByRole('heading', { level: 1 })).not.toHaveText(heading);
  await expect(anon.locator('meta[name="robots"]')).toHaveCount(0);

  await hero.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Hero slides published', { exact: true })).toBeVisible();
  const first = await anon.goto(`${origin}/`);
  expect(first!.headers()['x-page-cache']).toBe('miss');
  await expect(anon.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const again = await anon.goto(`${origin}/`);
  expect(again!.headers()['x-page-cache']).toBe('hit');
  await expect(anon.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await visitor.close();

  // Put the seeded slides back (the oldest version), so later specs see the demo home page.
  const revisions = await apiCall<{ id: number }[]>(page, 'GET', '/api/site-content/hero/revisions');
  await apiCall(page, 'POST', `/api/site-content/hero/revisions/${revisions.at(-1)!.id}/restore`);
  const { shown } = await apiCall<{ shown: { slides: { heading: string }[] } }>(page, 'GET', '/api/site-content/hero');
  expect(shown.slides[0]!.heading).toBe('Welcome to Atelier Motor Gallery');
});
