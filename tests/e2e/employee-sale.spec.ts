import { DEALER, formatAddressLine } from '#src/lib/dealer';
import { toRegisterDate } from '#src/lib/format/dates';
import { createVehicle, expect, expectToast, loginAs, open, test } from '../support/e2e-fixtures';
import { e2eDb } from '../support/test-server';

const unique = (label: string) => `${label} ${Date.now().toString(36).toUpperCase()}`;

function query<T = any>(sql: string, ...params: unknown[]): T[] {
  const db = e2eDb();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'employee');
});

test('choosing Sold opens the sale dialog with the register defaults and changes nothing until confirmed', async ({ page }) => {
  const v = await createVehicle(page, { make: 'Aston Martin', model: unique('Vantage'), color: 'Lime Essence', mileage: 9120 });
  await open(page, '/employee/inventory');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/')) requests.push(`${r.method()} ${r.url()}`);
  });
  await page.getByLabel(`Status of ${v.year} ${v.make} ${v.model}`).selectOption('sold');
  const dialog = page.getByRole('dialog', { name: 'Complete Sale' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Make')).toHaveValue('Aston Martin');
  await expect(dialog.getByLabel('Model / Style')).toHaveValue(v.model);
  await expect(dialog.getByLabel('Colour')).toHaveValue('Lime Essence');
  await expect(dialog.getByLabel('VIN / Serial No.')).toHaveValue(v.vin);
  await expect(dialog.getByLabel('Odometer (km)')).toHaveValue('9120');
  await expect(dialog.getByLabel('Date Into Stock')).toHaveValue(toRegisterDate(new Date(v.createdAt)));
  await expect(dialog.getByLabel('Date Out of Stock')).toHaveValue(toRegisterDate(new Date()));
  await expect(dialog.getByRole('textbox', { name: 'Purchased From', exact: true })).toHaveValue(DEALER.name);
  await expect(dialog.getByLabel('Purchased From Address')).toHaveValue(formatAddressLine());
  await expect(dialog.getByLabel('Purpose')).toHaveValue('Resale');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Status of ${v.year} ${v.make} ${v.model}`)).toHaveValue('available');
  expect(requests).toEqual([]);
  expect(query('select status from vehicles where id = ?', v.id)[0]).toEqual({ status: 'available' });
  expect(query('select id from garage_register where vehicle_id = ?', v.id)).toEqual([]);
});

test('the sale dialog names every missing field and stores nothing', async ({ page }) => {
  const v = await createVehicle(page, { model: unique('DBS') });
  await open(page, '/employee/inventory');
  await page.getByLabel(`Status of ${v.year} ${v.make} ${v.model}`).selectOption('sold');
  const dialog = page.getByRole('dialog', { name: 'Complete Sale' });
  await dialog.getByLabel('Date Out of Stock').fill('05-03-2025');
  await dialog.getByLabel('License Plate').fill('AB-12');
  await dialog.getByLabel('Odometer (km)').fill('-3');
  await dialog.getByRole('button', { name: 'Confirm Sale' }).click();

  await expectToast(page, 'Validation Error', 'Please fill in all required fields correctly.');
  await expect(dialog.getByText('Buyer name is required')).toBeVisible();
  await expect(dialog.getByText('Buyer address is required')).toBeVisible();
  await expect(dialog.getByText('Plate number must be alphanumeric')).toBeVisible();
  await expect(dialog.getByText('Date must be in format yyyy/mm/dd')).toBeVisible();
  await expect(dialog.getByText('Odometer reading must be positive')).toBeVisible();
  await expect(dialog.getByLabel('Buyer Name')).toBeFocused();
  expect(query('select status from vehicles where id = ?', v.id)[0]).toEqual({ status: 'available' });
  expect(query('select id from garage_register where vehicle_id = ?', v.id)).toEqual([]);
});

test('a completed sale marks the vehicle sold, stores the register entry and lists it in Sales Records', async ({ page }) => {
  const v = await createVehicle(page, { make: 'McLaren', model: unique('720S'), color: 'Papaya Spark', mileage: 12345 });
  await open(page, '/employee/inventory');
  const calls: { method: string; url: string; body: any }[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/'))
      calls.push({ method: r.method(), url: new URL(r.url()).pathname, body: r.postDataJSON() });
  });
  await page.getByLabel(`Status of ${v.year} ${v.make} ${v.model}`).selectOption('sold');
  const dialog = page.getByRole('dialog', { name: 'Complete Sale' });
  await dialog.getByLabel('Buyer Name').fill('Harriet Lam');
  await dialog.getByLabel('Buyer Address').fill('88 Bloor St W, Toronto, ON M5S 1M5');
  await dialog.getByLabel('License Plate').fill('ckzt482');
  await dialog.getByLabel('Date Out of Stock').fill('2025/03/05');
  await dialog.getByRole('button', { name: 'Confirm Sale' }).click();

  await expectToast(page, 'Status Updated', 'Vehicle status changed successfully!');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Status of ${v.year} ${v.make} ${v.model}`)).toHaveValue('sold');
  // ONE call carries both the status and the register entry.
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({
    method: 'PUT',
    url: `/api/vehicles/${v.id}/status`,
    body: { status: 'sold', garageRegister: { soldToName: 'Harriet Lam', plateNo: 'CKZT482' } },
  });

  expect(query('select status from vehicles where id = ?', v.id)[0]).toEqual({ status: 'sold' });
  const [entry] = query('select * from garage_register where vehicle_id = ?', v.id);
  expect(entry).toMatchObject({
    make: 'McLaren',
    model_style: v.model,
    colour: 'Papaya Spark',
    vin_serial_no: v.vin,
    purpose_type: 'Resale',
    date_out_of_stock: '2025/03/05',
    sold_to_name: 'Harriet Lam',
    plate_no: 'CKZT482',
    odometer_reading: 12345,
    purchased_from_name: DEALER.name,
  });
  expect(entry.created_by).not.toBeNull();

  await open(page, '/employee/sales-records');
  const row = page.getByRole('row').filter({ hasText: v.model });
  await expect(row).toContainText('Mar 05, 2025');
  await expect(row).toContainText('Harriet Lam');
  await expect(row).toContainText('CKZT482');
  await expect(row).toContainText('12,345 km');
  await expect(row).toContainText('Resale');
  await expect(row).toContainText(v.vin);

  // The register is a legal record: the sold vehicle cannot be deleted.
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: `Delete ${v.year} ${v.make} ${v.model}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-portal-toast][data-variant="destructive"]')).toBeVisible();
  expect(query('select id from vehicles where id = ?', v.id)).toHaveLength(1);
});

test('the sales records date range narrows the list and the CSV export follows it', async ({ page }) => {
  await open(page, '/employee/sales-records');
  await page.getByLabel('Sold from').fill('1990-01-01');
  await page.getByLabel('Sold to').fill('1990-12-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No sales records found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/garage-registers/export.csv?from=1990%2F01%2F01&to=1990%2F12%2F31',
  );
  const csv = await page.request.get('/api/garage-registers/export.csv?from=1990%2F01%2F01&to=1990%2F12%2F31');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
});

test('the print view shows the dealer heading and the register only', async ({ page }) => {
  await open(page, '/employee/sales-records');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(DEALER.legalName)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Garage register' })).toBeVisible();
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Garage Register Records' })).toBeHidden();
  await expect(page.getByLabel('Sold from')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText(DEALER.legalName)).toBeHidden();
});
