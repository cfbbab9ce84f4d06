import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs, waitForIslands } from '../support/e2e-fixtures';

test('an admin deletes a journal post from its editor after confirming; Cancel keeps it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/admin/journal');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  const title = `A Post to Delete, ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written only to be deleted again by the test.');
  await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('## Soon gone\n\nThis post is deleted in a moment.');
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill('Events');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByRole('link', { name: 'Preview saved draft' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Post' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(dialog).toContainText(title);
  expect((await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Post' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Post' }).click();
  await expect(page.getByText('Post deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Post' })).toBeVisible();
  const { posts } = (await (await page.request.get('/api/journal')).json()) as { posts: { title: string }[] };
  expect(posts.map((p) => p.title)).not.toContain(title);
});

test('an employee not allowed to publish sees no Delete button', async ({ page }) => {
  await loginAs(page, 'employee');
  await page.goto('/employee/journal');
  await waitForIslands(page);
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Post' })).toHaveCount(0);
});
