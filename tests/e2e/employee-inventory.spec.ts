import { createVehicle, expect, expectToast, loginAs, open, pngBuffer, test, uniqueVin } from '../support/e2e-fixtures';
import { answerDisclosures } from '../support/disclosures';
import { e2eDb } from '../support/test-server';

const unique = (label: string) => `${label} ${Date.now().toString(36).toUpperCase()}`;

function vehicleRow(db = e2eDb(), vin: string) {
  try {
    return db.prepare('select * from vehicles where vin = ?').get(vin) as Record<string, any> | undefined;
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'employee');
});

test('adds a vehicle through the dialog with the employee defaults', async ({ page }) => {
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await expect(dialog).toBeVisible();
  // Spec §4 defaults.
  await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
  await expect(dialog.getByLabel('Price ($)')).toHaveValue('0');
  await expect(dialog.getByLabel('Mileage (km)')).toHaveValue('0');
  await expect(dialog.getByLabel('Fuel Type')).toHaveValue('Gasoline');
  await expect(dialog.getByLabel('Transmission')).toHaveValue('Automatic');
  await expect(dialog.getByLabel('Category')).toHaveValue('sports-cars');
  await expect(dialog.getByLabel('Condition')).toHaveValue('Excellent');
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('available');
  await expect(dialog.getByLabel(/Featured vehicle/)).not.toBeChecked();
  await expect(dialog.getByLabel('Description')).toHaveAttribute('rows', '4');
  await expect(dialog.getByLabel('Features')).toHaveAttribute('rows', '5');

  const model = unique('Roma');
  const vin = uniqueVin();
  await dialog.getByLabel('Make').fill('Ferrari');
  await dialog.getByLabel('Model').fill(model);
  await dialog.getByLabel('Year').fill('2022');
  await dialog.getByLabel('Price ($)').fill('254900');
  await dialog.getByLabel('Mileage (km)').fill('8400');
  await dialog.getByRole('textbox', { name: 'VIN', exact: true }).fill(vin.toLowerCase());
  await dialog.getByLabel('Color').fill('Blu Pozzi');
  await dialog.getByLabel('Transmission').selectOption('DCT');
  await dialog.getByLabel('Category').selectOption('exotic-collection');
  await dialog.getByLabel('Description').fill('A grand tourer in a rare colour.');
  await dialog.getByLabel('Features').fill('## Comfort\nVentilated seats, Burmester audio\nCarbon steering wheel');
  await answerDisclosures(dialog);
  await dialog.getByLabel('Upload photos').setInputFiles({ name: 'roma.png', mimeType: 'image/png', buffer: pngBuffer(40, 30) });
  await expectToast(page, 'Upload successful', '1 images uploaded successfully');
  await expect(dialog.getByRole('list', { name: /Photos/ }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();

  await expectToast(page, 'Vehicle Added', 'The vehicle has been added successfully.');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: model });
  await expect(row).toContainText('$254,900');
  await expect(row).toContainText('2022');

  const stored = vehicleRow(undefined, vin);
  expect(stored).toMatchObject({
    make: 'Ferrari',
    model,
    year: 2022,
    price: 254900,
    mileage: 8400,
    transmission: 'DCT',
    category: 'exotic-collection',
    condition: 'Excellent',
    status: 'available',
    is_featured: 0,
  });
  expect(JSON.parse(stored!.features)).toEqual(['## Comfort', 'Ventilated seats', 'Burmester audio', 'Carbon steering wheel']);
  const [photo] = JSON.parse(stored!.images) as string[];
  expect((await page.request.get(photo)).status()).toBe(200);
  await expect(row.locator('img')).toHaveAttribute('src', photo);
});

test('shows the field errors and sends nothing when the form is incomplete', async ({ page }) => {
  await open(page, '/employee/inventory');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/vehicles')) posted = true;
  });
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await dialog.getByLabel('Price ($)').fill('');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Make is required')).toBeVisible();
  await expect(dialog.getByText('Model is required')).toBeVisible();
  await expect(dialog.getByText('Price is required')).toBeVisible();
  await expect(dialog.getByText('VIN is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  // An available vehicle needs its disclosures: each unanswered question is named.
  await expect(dialog.getByText('Answer "Previously used as a daily rental"')).toBeVisible();
  await expect(dialog.getByText('Answer "Previously registered outside Ontario"')).toBeVisible();
  await expect(dialog.getByLabel('Make')).toBeFocused();
  expect(posted).toBe(false);
  // An error goes as soon as its field is corrected, not on the next submit.
  await dialog.getByLabel('Description').fill('A grand tourer.');
  await expect(dialog.getByText('Description is required')).toHaveCount(0);
  await expect(dialog.getByLabel('Description')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Make is required')).toBeVisible();
});

/** The Ferrari that went live at "$600 plus HST and licensing": make, model, VIN and colour only (price 0, 0 km, no photo). */
async function startBareVehicle(page: import('@playwright/test').Page) {
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  const model = unique('488 GTB');
  const vin = uniqueVin();
  await dialog.getByLabel('Make').fill('Ferrari');
  await dialog.getByLabel('Model').fill(model);
  await dialog.getByRole('textbox', { name: 'VIN', exact: true }).fill(vin);
  await dialog.getByLabel('Color').fill('Rosso Corsa');
  return { dialog, model, vin };
}

test('will not publish an incomplete vehicle: the checklist and the fields name what is missing', async ({ page }) => {
  const { dialog, vin } = await startBareVehicle(page);
  const checklist = dialog.getByRole('region', { name: 'Publish checklist' });
  await expect(checklist).toContainText('5 items to complete before this vehicle goes live');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Enter the price (more than the $600 in fees), or choose price on request')).toBeVisible();
  await expect(dialog.getByText('Add at least one photo before publishing')).toBeVisible();
  await expect(dialog.getByText('Enter the odometer reading: 0 km is only for a vehicle in New condition')).toBeVisible();
  await expect(dialog.getByText('Description is required to publish')).toBeVisible();
  expect(vehicleRow(undefined, vin)).toBeUndefined();
  // Typed as staff type it: the thousands separator is read, and the checklist ticks the price off.
  await dialog.getByLabel('Price ($)').fill('149,900');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'A price, or price on request' })).toHaveAttribute('data-done', 'true');
});

test('saves an incomplete vehicle as a draft that only staff see', async ({ page }) => {
  const { dialog, model, vin } = await startBareVehicle(page);
  await dialog.getByLabel('Price ($)').fill('149,900');
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expectToast(page, 'Draft Saved');
  expect(vehicleRow(undefined, vin)).toMatchObject({ status: 'draft', price: 149_900, mileage: 0, images: '[]' });
  expect((await page.request.get(`/inventory/${vehicleRow(undefined, vin)!.id}`)).status()).toBe(404);
  await page.getByRole('tab', { name: /Draft/ }).click();
  await expect(page.getByRole('row').filter({ hasText: model })).toBeVisible();
});

test('edits a vehicle and the table shows the new price', async ({ page }) => {
  const v = await createVehicle(page, { model: unique('Cayman GT4') });
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: `Edit ${v.year} ${v.make} ${v.model}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(dialog).toContainText(`Update the details for ${v.year} ${v.make} ${v.model}`);
  await expect(dialog.getByLabel('Model')).toHaveValue(v.model);
  await dialog.getByLabel('Price ($)').fill('119500');
  await dialog.getByLabel(/Featured vehicle/).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Vehicle Updated');
  await expect(page.getByRole('row').filter({ hasText: v.model })).toContainText('$119,500');
  expect(vehicleRow(undefined, v.vin)).toMatchObject({ price: 119500, is_featured: 1 });
});

test('deletes a vehicle after the confirmation', async ({ page }) => {
  const v = await createVehicle(page, { model: unique('Panamera') });
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: `Delete ${v.year} ${v.make} ${v.model}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This action cannot be undone. This will permanently delete the vehicle from the database.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Vehicle Deleted');
  await expect(page.getByRole('row').filter({ hasText: v.model })).toHaveCount(0);
  expect(vehicleRow(undefined, v.vin)).toBeUndefined();
});

test('changes a status inline and files the vehicle under its tab', async ({ page }) => {
  const v = await createVehicle(page, { model: unique('Macan GTS') });
  await open(page, '/employee/inventory');
  await page.getByLabel(`Status of ${v.year} ${v.make} ${v.model}`).selectOption('reserved');
  await expectToast(page, 'Status Updated', 'Vehicle status changed successfully!');
  await expect.poll(() => vehicleRow(undefined, v.vin)?.status).toBe('reserved');
  await page.getByRole('tab', { name: /Reserved/ }).click();
  await expect(page.getByRole('row').filter({ hasText: v.model })).toBeVisible();
  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(page.getByRole('row').filter({ hasText: v.model })).toHaveCount(0);
});

test('says so when the vehicle list cannot be loaded', async ({ page }) => {
  await page.route(/\/api\/vehicles\?page=/, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await open(page, '/employee/inventory');
  await expect(page.getByText('Failed to load vehicles. Please try again later.')).toBeVisible();
});
