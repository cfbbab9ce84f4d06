import { apiCall, createVehicle, expect, expectToast, loginAs, open, pngBuffer, test } from '../support/e2e-fixtures';
import { e2eDb } from '../support/test-server';

function imagesOf(id: number): string[] {
  const db = e2eDb();
  try {
    return JSON.parse((db.prepare('select images from vehicles where id = ?').get(id) as { images: string }).images);
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'employee');
});

test('reorders photos with the keyboard to choose the main photo, removes one; no address field, uploads only', async ({ page }) => {
  const v = await createVehicle(page, {
    model: `Urus ${Date.now().toString(36)}`,
    images: ['/media/first.webp', '/media/second.webp', '/media/third.webp'],
  });
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: `Edit ${v.year} ${v.make} ${v.model}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  const photos = dialog.getByRole('list', { name: /Photos/ });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  // The API takes only uploaded /media/ images: the form offers no "Image URL" to be refused.
  await expect(dialog.getByLabel('Image URL')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Add URL' })).toHaveCount(0);
  await expect(dialog.getByLabel('Upload photos')).toHaveCount(1);
  await expect(photos.getByRole('listitem').first()).toContainText('Main photo');

  // Move the third photo to the top with the keyboard: focus stays on the moved photo's button.
  await dialog.getByRole('button', { name: 'Move photo 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Move photo 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(photos.getByRole('listitem').first()).toContainText('third.webp');
  await expect(photos.getByRole('listitem').first()).toContainText('Main photo');
  await expect(dialog.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Vehicle Updated');
  expect(imagesOf(v.id)).toEqual(['/media/third.webp', '/media/first.webp']);
  // Its photos are names only (no files): gone, so the staff list of the specs after this one loads no missing image.
  await apiCall(page, 'DELETE', `/api/vehicles/${v.id}`);
});

test('uploads a photo from the computer with progress and saves it with the vehicle', async ({ page }) => {
  const v = await createVehicle(page, { model: `SF90 ${Date.now().toString(36)}` });
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: `Edit ${v.year} ${v.make} ${v.model}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await dialog.getByLabel('Upload photos').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(64, 48) });
  await expectToast(page, 'Upload successful', '1 images uploaded successfully');
  const photos = dialog.getByRole('list', { name: /Photos/ });
  // After the vehicle's first photo (a live vehicle has one).
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Vehicle Updated');
  const [, url] = imagesOf(v.id);
  expect(url).toMatch(/^\//);
  const image = await page.request.get(url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

test('refuses a file that is not an image before uploading', async ({ page }) => {
  const v = await createVehicle(page, { model: `Purosangue ${Date.now().toString(36)}` });
  await open(page, '/employee/inventory');
  let uploaded = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/upload/')) uploaded = true;
  });
  await page.getByRole('button', { name: `Edit ${v.year} ${v.make} ${v.model}` }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Upload photos')
    .setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expectToast(page, 'Upload failed', 'Invalid file type: not a supported image type');
  expect(uploaded).toBe(false);
});

test('the media library lists uploads with the vehicles using them and deletes only unused ones', async ({ page }) => {
  const used = await createVehicle(page, { model: `Used ${Date.now().toString(36)}` });
  await open(page, '/employee/media');
  await page.getByLabel('Upload images').setInputFiles([
    { name: `kept-${used.id}.png`, mimeType: 'image/png', buffer: pngBuffer(30, 20, [10, 10, 10]) },
    { name: `spare-${used.id}.png`, mimeType: 'image/png', buffer: pngBuffer(30, 20, [200, 10, 10]) },
  ]);
  await expectToast(page, 'Upload successful', '2 images uploaded successfully');
  const kept = page.getByTestId('media-item').filter({ hasText: `kept-${used.id}.png` });
  const spare = page.getByTestId('media-item').filter({ hasText: `spare-${used.id}.png` });
  await expect(kept).toContainText('Not used by any vehicle');

  // Give the first image to the vehicle: the library then names it and refuses to delete it.
  const keptUrl = await kept.locator('img').getAttribute('src');
  const vehicle = await (await page.request.get(`/api/vehicles/${used.id}`)).json();
  await page.request.put(`/api/vehicles/${used.id}`, {
    data: { ...vehicle, images: [keptUrl] },
    headers: { Origin: new URL(page.url()).origin },
  });
  await open(page, '/employee/media');
  await expect(kept).toContainText(`${used.year} ${used.make} ${used.model}`);
  await expect(kept.getByRole('button', { name: /^Delete/ })).toBeDisabled();

  await spare.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Image Deleted');
  await expect(spare).toHaveCount(0);
  await expect(kept).toHaveCount(1);
});
