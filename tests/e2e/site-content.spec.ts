import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs, waitForIslands } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies } from './public-fixtures';

test.describe('the FAQ page', () => {
  test.beforeEach(async ({ page }) => declineCookies(page));

  for (const width of [390, 820, 1440]) {
    test(`at ${width} px: questions open and close, no console error, axe clean`, async ({ page }) => {
      const errors = consoleErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/faq');
      await waitForIslands(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Questions We Are Often Asked' })).toBeVisible();
      await expect(page.getByText('Every advertised price includes all fees')).toBeHidden();
      await page.getByText('Are your prices all-in?').click();
      await expect(page.getByText('Every advertised price includes all fees')).toBeVisible();
      await page.screenshot({ path: `test-results/faq-${width}.png`, fullPage: true });
      expect(
        (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id),
      ).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('an admin edits a question, previews the draft, publishes, and visitors see it', async ({ page, context }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/site-content');
  await waitForIslands(page);
  const question = `Can I reserve a car from abroad? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Question' }).first().fill(question);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('FAQ draft saved', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/faq-editor-1440.png', fullPage: true });

  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview saved draft' }).click()]);
  await expect(preview.getByText(question)).toBeVisible();
  await expect(preview.locator('[data-preview-banner]')).toContainText('unpublished draft');
  await preview.close();

  const visitor = await context.browser()!.newContext();
  const anon = await visitor.newPage();
  const origin = new URL(page.url()).origin;
  await anon.goto(`${origin}/faq`);
  await expect(anon.getByText(question)).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('FAQ published', { exact: true })).toBeVisible();
  await anon.goto(`${origin}/faq`);
  await expect(anon.getByText(question)).toBeVisible();
  await visitor.close();
});
