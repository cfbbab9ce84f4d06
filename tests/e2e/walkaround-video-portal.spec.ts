import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { makeMp4 } from '../support/sample-videos';
import { createVehicle, expect, expectToast, loginAs, open, test } from '../support/e2e-fixtures';
import { consoleErrors } from './public-fixtures';

/**
 * The vehicle dialog's "Walkaround video" panel: a link from another host is refused on its field,
 * a YouTube link and an uploaded MP4 are put on the car (with the upload's progress), and removed.
 * The cars are drafts, so no public list or count changes for the specs after this one.
 */
test.beforeEach(async ({ page }) => {
  await loginAs(page, 'employee');
});

/** The browser's own console line for the refusal this test asks for (a 400 answer): not an error of the screen. */
const refusedUpload = (text: string) => /status of 400/.test(text);

async function openPanel(page: Page, model: string, before?: (id: number) => Promise<void>) {
  const v = await createVehicle(page, { status: 'draft', model });
  await before?.(v.id);
  await open(page, '/employee/inventory');
  await page.getByRole('tab', { name: /Draft/ }).click();
  await page.getByRole('button', { name: `Edit ${v.year} ${v.make} ${v.model}` }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Vehicle' }).getByTestId('walkaround-panel');
  await panel.scrollIntoViewIfNeeded();
  return { panel, id: v.id };
}

test('links, uploads and removes a walkaround in the vehicle dialog', async ({ page }) => {
  const errors = consoleErrors(page, refusedUpload);
  const { panel } = await openPanel(page, `Walkaround ${Date.now()}`);
  await expect(panel).toContainText('No walkaround video yet.');

  await panel.getByRole('button', { name: 'YouTube or Vimeo link' }).click();
  const address = panel.getByLabel('Video address');
  await address.fill('https://www.dailymotion.com/video/x7tgad0');
  await address.press('Enter');
  await expect(panel.getByText(/Paste the address of a YouTube or Vimeo video/)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill('https://youtu.be/dQw4w9WgXcQ');
  await panel.getByRole('button', { name: 'Save link' }).click();
  await expect(panel.getByTestId('walkaround-current')).toContainText('YouTube video dQw4w9WgXcQ');

  await panel.getByRole('button', { name: 'Upload a file' }).click();
  await panel
    .getByLabel('Video file')
    .setInputFiles({ name: 'walkaround.mp4', mimeType: 'video/mp4', buffer: Buffer.from(await makeMp4({ seconds: 2 })) });
  await panel.getByRole('button', { name: 'Replace video' }).click();
  await expect(panel.getByTestId('walkaround-current')).toContainText('Uploaded video: 64×48, 0:02, H.264');

  await panel.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove video' }).click();
  await expectToast(page, 'Walkaround video removed');
  await expect(panel).toContainText('No walkaround video yet.');
  expect(errors).toEqual([]);
});

for (const width of [390, 820, 1440]) {
  test(`the walkaround panel at ${width} px: axe clean, no console errors`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = consoleErrors(page, refusedUpload);
    const model = `Walkaround panel ${width}-${Date.now()}`;
    const { panel } = await openPanel(page, model, async (id) => {
      const posted = await page.request.post(`/api/vehicles/${id}/video`, {
        headers: { origin: baseURL as string },
        multipart: { video: { name: 'walkaround.mp4', mimeType: 'video/mp4', buffer: Buffer.from(await makeMp4({ seconds: 2 })) } },
      });
      expect(posted.status()).toBe(201);
    });
    await expect(panel.getByTestId('walkaround-current')).toContainText('Uploaded video');
    await page.screenshot({ path: `test-results/walkaround-panel-${width}.png` });
    const results = await new AxeBuilder({ page })
      .include('[data-testid="walkaround-panel"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}
