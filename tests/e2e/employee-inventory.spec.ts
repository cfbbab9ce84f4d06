import { createVehicle, expect, expectToast, loginAs, open, pngBuffer, test, uniqueVin } from '../support/e2e-fixtures';
import { answerDisclosures } from '../support/disclosures';
import { e2eDb } from '../support/e2e-db';

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
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog).toBeVisible();
  // Spec §4 defaults.
  await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
  await expect(dialog.getByLabel('Price ($)')).toHaveValue('0');
  await expect(dialog.getByLabel('Mileage (km)')).toHaveValue('0');
  await expect(dialog.getByLabel('Fuel Type')).toHaveValue('Gasoline');
  await expect(dialog.getByLabel('Transmission')).toHaveValue('Automatic');
  await expect(dialog.getByLabel('Category')).toHaveValue('sports-cars');
  await expect(dialog.getByLabel('Condition')).toHaveValue('Excellent');
  await expect(dialog.getByLabel('Status')).toHaveValue('available');
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
  await dialog.getByLabel('VIN').fill(vin.toLowerCase());
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
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
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
  await page.route('**/api/vehicles?includeAll=true', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await open(page, '/employee/inventory');
  await expect(page.getByText('Failed to load vehicles. Please try again later.')).toBeVisible();
});
