import { expect, test, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { expectToast, loginAs, open, pngBuffer } from '../support/e2e-fixtures';
import { addVehicle, uniqueVin } from './admin-helpers';
import { answerDisclosures } from '../support/disclosures';

type Row = {
  id: number;
  make: string;
  model: string;
  year: number;
  price: number;
  mileage: number;
  category: string;
  condition: string;
  transmission: string;
  fuel_type: string;
  is_featured: number;
  features: string;
  images: string;
};

function vehicleByVin(vin: string): Row | undefined {
  const db = e2eDb();
  try {
    return db.prepare('select * from vehicles where vin = ?').get(vin) as Row | undefined;
  } finally {
    db.close();
  }
}

async function openManager(page: Page) {
  await loginAs(page, 'admin');
  await open(page, '/admin/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory Manager', level: 1 })).toBeVisible();
}

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

test.describe('the admin inventory manager', () => {
  test('adds a vehicle with the admin defaults, an uploaded photo and a photo by URL', async ({ page }) => {
    await openManager(page);
    const vin = uniqueVin('ADD');
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const form = dialog(page, 'Add Vehicle');
    await expect(form).toBeVisible();
    // Spec defaults of the admin form.
    await expect(form.getByLabel('Transmission')).toHaveValue('Automatic');
    await expect(form.getByLabel('Fuel Type')).toHaveValue('Gasoline');
    await expect(form.getByLabel('Category')).toHaveValue('suvs-crossovers');
    await expect(form.getByLabel('Condition')).toHaveValue('Excellent');
    await expect(form.getByLabel(/Featured vehicle/)).not.toBeChecked();

    await form.getByLabel('Make').fill('Porsche');
    await form.getByLabel('Model').fill('Cayenne Turbo GT');
    await form.getByLabel('Year').fill('2024');
    await form.getByLabel('Price ($)').fill('239900');
    await form.getByLabel('Mileage (km)').fill('3200');
    await form.getByRole('textbox', { name: 'VIN', exact: true }).fill(vin.toLowerCase());
    await form.getByLabel('Color').fill('Arctic Grey');
    await form.getByLabel('Description').fill('One owner, full service history.');
    await form.getByLabel('Features').fill('Sport Chrono,  Burmester audio , , Panoramic roof');
    await form.getByLabel(/Featured vehicle/).check();
    await answerDisclosures(form);

    // The upload shows its progress bar while it runs.
    await page.route('**/api/upload/images', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByLabel('Upload photos').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(32, 24) },
      { name: 'rear.png', mimeType: 'image/png', buffer: pngBuffer(32, 24, [40, 40, 40]) },
    ]);
    await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expectToast(page, 'Upload successful', '2 images uploaded successfully');
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await expect(form.getByRole('list', { name: /Photos/ }).getByRole('listitem')).toHaveCount(2);

    await form.getByRole('button', { name: 'Add Vehicle' }).click();
    await expectToast(page, 'Vehicle Added', 'The vehicle has been added successfully.');
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: /2024 Porsche Cayenne Turbo GT/ })).toContainText('Featured');

    const row = vehicleByVin(vin);
    expect(row).toMatchObject({
      make: 'Porsche',
      model: 'Cayenne Turbo GT',
      year: 2024,
      price: 239900,
      mileage: 3200,
      category: 'suvs-crossovers',
      condition: 'Excellent',
      transmission: 'Automatic',
      fuel_type: 'Gasoline',
      is_featured: 1,
    });
    expect(JSON.parse(row!.features)).toEqual(['Sport Chrono', 'Burmester audio', 'Panoramic roof']);
    const images = JSON.parse(row!.images) as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^\//);
    expect(images[1]).toMatch(/^\/media\//);
    // The uploaded file is really served.
    expect((await page.request.get(images[0])).status()).toBe(200);
  });

  test('keeps the admin form within its bounds', async ({ page }) => {
    await openManager(page);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const form = dialog(page, 'Add Vehicle');
    await form.getByLabel('Year').fill('1899');
    await form.getByLabel('Price ($)').fill('-1');
    await form.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(form.getByText('Make is required')).toBeVisible();
    await expect(form.getByText('Year must be 1900 or later')).toBeVisible();
    await expect(form.getByText('Price must be at least 0')).toBeVisible();
    await expect(form.getByText('Mileage is required')).toBeVisible();
    await form.getByLabel('Year').fill(String(new Date().getFullYear() + 2));
    await form.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(form.getByText('Year must be at most next year')).toBeVisible();

    // Photos come from uploads only (the API refuses any other address): no "Image URL" field to paste one into.
    await expect(form.getByLabel('Image URL')).toHaveCount(0);
  });

  test('edits a vehicle and deletes it, each change stored and the list refreshed', async ({ page }) => {
    await loginAs(page, 'admin');
    const vin = uniqueVin('EDT');
    await addVehicle(page, {
      make: 'Bentley',
      model: 'Continental GT',
      year: 2021,
      price: 215000,
      mileage: 18000,
      category: 'luxury-sedans',
      vin,
    });
    await open(page, '/admin/inventory');

    const row = page.getByRole('row', { name: /2021 Bentley Continental GT/ });
    await expect(row).toContainText('$215,000');
    await row.getByRole('button', { name: 'Edit 2021 Bentley Continental GT' }).click();
    const form = dialog(page, 'Edit Vehicle');
    await expect(form).toContainText('Update the details for 2021 Bentley Continental GT');
    await expect(form.getByLabel('Price ($)')).toHaveValue('215000');
    await form.getByLabel('Price ($)').fill('199500');
    await form.getByLabel('Category').selectOption('convertibles');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Vehicle Updated');
    await expect(row).toContainText('$199,500');
    await expect(row).toContainText('Convertibles');
    expect(vehicleByVin(vin)).toMatchObject({ price: 199500, category: 'convertibles' });

    await row.getByRole('button', { name: 'Delete 2021 Bentley Continental GT' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Vehicle' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Vehicle Deleted');
    await expect(row).toHaveCount(0);
    expect(vehicleByVin(vin)).toBeUndefined();
  });

  test('searches by make, model or VIN and filters by category', async ({ page }) => {
    await loginAs(page, 'admin');
    const vinA = uniqueVin('SRA');
    await addVehicle(page, {
      make: 'Koenigsegg',
      model: 'Regera',
      year: 2020,
      price: 2900000,
      mileage: 800,
      category: 'exotic-collection',
      vin: vinA,
    });
    await addVehicle(page, { make: 'Koenigsegg', model: 'Gemera', year: 2024, price: 1900000, mileage: 50, category: 'sports-cars' });
    await open(page, '/admin/inventory');
    const rows = page.getByRole('table').getByRole('row');
    const search = page.getByLabel('Search by make, model or VIN');

    await search.fill('koenigsegg');
    await expect(rows.filter({ hasText: 'Koenigsegg' })).toHaveCount(2);
    await search.fill('GEMERA');
    await expect(rows.filter({ hasText: 'Koenigsegg' })).toHaveCount(1);
    await search.fill(vinA.slice(-8).toLowerCase());
    await expect(rows.filter({ hasText: '2020 Koenigsegg Regera' })).toHaveCount(1);
    await expect(rows).toHaveCount(2); // header + the one match

    await search.fill('Koenigsegg');
    const category = page.getByLabel('Category');
    await expect(category.locator('option')).toHaveText([
      'All Categories',
      'Sports Cars',
      'Luxury Sedans',
      'SUVs & Crossovers',
      'Exotic Collection',
      'Convertibles',
    ]);
    await category.selectOption('sports-cars');
    await expect(rows.filter({ hasText: 'Koenigsegg' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Gemera' })).toHaveCount(1);
    await category.selectOption('convertibles');
    await expect(page.getByText('No vehicles found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(category).toHaveValue('all');
  });

  test('refuses a file over 5 MB and a text file renamed .jpg, adding no photo', async ({ page }) => {
    await openManager(page);
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    const form = dialog(page, 'Add Vehicle');
    const upload = form.getByLabel('Upload photos');

    await upload.setInputFiles([{ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) }]);
    await expectToast(page, 'Upload failed', 'File too large: huge.jpg exceeds the 5MB limit');

    // The browser calls it image/jpeg from its name; the server reads the bytes.
    await upload.setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are not the pixels you are looking for\n') },
    ]);
    await expectToast(page, 'Upload failed', 'Invalid file type: not a supported image type');
    await expect(form.getByText('No photos yet.')).toBeVisible();
  });
});
