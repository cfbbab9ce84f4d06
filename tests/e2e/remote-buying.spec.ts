import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { apiCall, createVehicle, loginAs } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies, islandHydrated } from './public-fixtures';

/**
 * A buyer far away on the vehicle page (issue 23 items 7 and 8), at a phone, a
 * tablet and a desktop width: a delivery quote sent from the form, and a car's
 * hold seen from the public page (available → Reserved → available).
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];

async function staffPage(browser: Browser): Promise<Page> {
  const staff = await browser.newPage();
  await loginAs(staff, 'employee');
  return staff;
}

async function axeViolations(page: Page, scope = 'main'): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(scope).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

const holdLeadId = (email: string) => {
  const db = e2eDb();
  try {
    return (db.prepare("select id from inquiries where email = ? and type = 'hold' order by id desc").get(email) as { id: number }).id;
  } finally {
    db.close();
  }
};

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a delivery quote is sent from the vehicle page and lands in the inbox', async ({ page, browser }) => {
      const staff = await staffPage(browser);
      const car = await createVehicle(staff, { make: 'Aston Martin', model: 'DB12', year: 2024, price: 329_900 });
      await declineCookies(page);
      const errors = consoleErrors(page);
      await page.goto(`/inventory/${car.id}`);

      const form = page.locator('[data-delivery-form]');
      await form.scrollIntoViewIfNeeded();
      await islandHydrated(form);
      expect(await axeViolations(page)).toEqual([]);

      // A postal code of another province is named on its field, nothing sent.
      await form.getByLabel('Destination country').selectOption('CA');
      await form.getByLabel('Province or state').fill('Alberta');
      await form.getByLabel('Postal or ZIP code').fill('M5V 3L9');
      await form.getByLabel('Transport').selectOption('enclosed');
      const email = `delivery.e2e.${size.width}@example.com`;
      await form.getByLabel('Full name').fill('Avery Longway');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Request a Quote' }).click();
      await expect(form.getByText('This postal code is not in Alberta.')).toBeVisible();
      await page.locator('#delivery').screenshot({ path: `test-results/remote-buying-delivery-error-${size.width}.png` });

      await form.getByLabel('Postal or ZIP code').fill('T2P 1J9');
      await form.getByRole('button', { name: 'Request a Quote' }).click();
      await expect(page.getByText('Thank you. We are preparing your delivery quote.')).toBeVisible();
      const leads = await apiCall<{ email: string; type: string }[]>(staff, 'GET', '/api/inquiries');
      expect(leads.some((l) => l.email === email && l.type === 'delivery')).toBe(true);
      expect(errors).toEqual([]);
      await staff.close();
    });

    test("a hold's life on the public page: available, Reserved, available again", async ({ page, browser }) => {
      const staff = await staffPage(browser);
      const car = await createVehicle(staff, { make: 'Bentley', model: 'Continental GT', year: 2023, price: 289_900 });
      await declineCookies(page);
      const errors = consoleErrors(page);
      await page.goto(`/inventory/${car.id}`);
      await expect(page.locator('main [data-status="reserved"]')).toHaveCount(0);

      const form = page.locator('[data-hold-form]');
      await form.scrollIntoViewIfNeeded();
      await islandHydrated(form);
      await expect(page.locator('[data-hold-terms]')).toContainText('Deposit');
      await page.locator('#reserve').screenshot({ path: `test-results/remote-buying-reserve-${size.width}.png` });
      const email = `hold.e2e.${size.width}@example.com`;
      await form.getByLabel('Full name').fill('Avery Longway');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Ask to Reserve' }).click();
      await expect(form.getByText('Please confirm you have read the hold terms.')).toBeVisible();
      await form.getByLabel('I have read the hold terms beside this form.').check();
      await form.getByRole('button', { name: 'Ask to Reserve' }).click();
      await expect(page.getByText('Your request to reserve this car has been received.')).toBeVisible();

      const id = holdLeadId(email);
      await apiCall(staff, 'POST', `/api/leads/hold/${id}/steps`, { action: 'accept', depositMethod: 'e-transfer' });
      await apiCall(staff, 'POST', `/api/leads/hold/${id}/steps`, { action: 'deposit' });
      await page.goto(`/inventory/${car.id}`);
      await expect(page.locator('main [data-status="reserved"]').first()).toHaveText('Reserved');
      await expect(page.getByRole('heading', { name: 'Reserve This Car' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/remote-buying-reserved-${size.width}.png`, fullPage: false });

      await apiCall(staff, 'POST', `/api/leads/hold/${id}/steps`, { action: 'release' });
      await page.goto(`/inventory/${car.id}`);
      await expect(page.locator('main [data-status="reserved"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Reserve This Car' })).toBeVisible();
      expect(errors).toEqual([]);
      await staff.close();
    });
  });
}

test.describe('staff', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('take a hold through its steps from the lead dialog: deposit received, extend, release', async ({ page }) => {
    await loginAs(page, 'employee');
    const car = await createVehicle(page, { make: 'McLaren', model: 'Artura', year: 2024, price: 309_900 });
    const email = 'hold.portal@example.com';
    const { id } = await apiCall<{ id: number }>(page, 'POST', '/api/leads/hold', {
      name: 'Avery Longway',
      email,
      vehicleId: car.id,
      termsAccepted: true,
    });
    await apiCall(page, 'POST', `/api/leads/hold/${id}/steps`, { action: 'accept', depositMethod: 'e-transfer' });
    const errors = consoleErrors(page);
    // The inbox opens the lead's dialog once its island runs; the dialog then loads the lead's details (the hold).
    const details = page.waitForResponse((r) => r.url().endsWith(`/api/leads/hold/${id}`) && r.ok(), { timeout: 0 });
    await page.goto(`/employee/inquiries?open=${id}`);
    await details;
    expect(errors).toEqual([]);
    const panel = page.getByRole('dialog').locator('[data-hold]');
    await expect(panel).toHaveAttribute('data-hold-status', 'accepted');
    await panel.locator('[data-hold-action="deposit"]').click();
    await expect(panel).toHaveAttribute('data-hold-status', 'reserved');
    expect((await apiCall<{ status: string }>(page, 'GET', `/api/vehicles/${car.id}`)).status).toBe('reserved');
    await expect(panel.locator('[data-hold-action="extend"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/remote-buying-portal-hold-1440.png', fullPage: false });
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await panel.locator('[data-hold-action="release"]').click();
    await expect(panel).toHaveAttribute('data-hold-status', 'released');
    expect((await apiCall<{ status: string }>(page, 'GET', `/api/vehicles/${car.id}`)).status).toBe('available');
    expect(errors).toEqual([]);
  });
});
