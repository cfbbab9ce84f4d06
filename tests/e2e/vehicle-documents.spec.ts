// Vehicle documents, the spec sheet and the printed vehicle page (issue 23, items 4 and 5), in Chromium.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { e2eDb } from '../support/test-server';
import { E2E_ORIGIN, loginAs, open } from '../support/e2e-fixtures';
import { consoleErrors } from './public-fixtures';
import { plainPdf, textIn } from '../support/pdf-test-files';

const WIDTHS = [390, 820, 1440];
const SHOTS = 'test-results/shots';

function listedVehicle(): { id: number; year: number; make: string; model: string } {
  const db = e2eDb();
  try {
    return db
      .prepare("select id, year, make, model from vehicles where status = 'available' and price_on_request = 0 order by id limit 1")
      .get() as { id: number; year: number; make: string; model: string };
  } finally {
    db.close();
  }
}

async function uploadDocument(page: Page, vehicleId: number, title: string, visibility: 'public' | 'on-request') {
  const buffer = Buffer.from(await (await plainPdf(title)).save());
  const res = await page.request.post(`/api/vehicles/${vehicleId}/documents`, {
    headers: { Origin: E2E_ORIGIN },
    multipart: { file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer }, kind: 'inspection-report', title, visibility },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Console errors and uncaught exceptions, and every failed answer by its address. */
function watchConsole(page: Page): string[] {
  const errors = consoleErrors(page);
  // The console's "Failed to load resource" line names no address: the answer does, so a failure says what was missing.
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return errors;
}

async function openDocumentsPanel(page: Page, width: number) {
  const vehicle = listedVehicle();
  await page.setViewportSize({ width, height: 900 });
  await loginAs(page, 'employee');
  await open(page, '/employee/inventory');
  await page
    .getByRole('button', { name: new RegExp(`^Edit ${vehicle.year} ${vehicle.make} ${vehicle.model}`) })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Edit Vehicle' }).getByTestId('vehicle-documents');
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

test('staff upload a public and an on-request document to a car', async ({ page }) => {
  const vehicle = listedVehicle();
  await loginAs(page, 'employee');
  await uploadDocument(page, vehicle.id, 'Pre-purchase inspection', 'on-request');
  await uploadDocument(page, vehicle.id, 'Window sticker', 'public');
});

for (const width of WIDTHS) {
  test(`the vehicle dialog's Documents panel at ${width} px`, async ({ page }) => {
    const errors = watchConsole(page);
    const panel = await openDocumentsPanel(page, width);
    await expect(panel.locator('[data-document-row]', { hasText: 'Pre-purchase inspection' }).first()).toBeVisible();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/documents-panel-${width}.png` });
    const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('the Documents panel refuses a file that is not a PDF, naming the file field', async ({ page }) => {
  const panel = await openDocumentsPanel(page, 1440);
  await panel
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>no</html>') });
  await panel.getByLabel('Kind').selectOption('other');
  await panel.getByRole('button', { name: 'Upload document' }).click();
  await expect(panel.getByText('This file is not a PDF.')).toBeVisible();
});

test('the Documents panel passes axe', async ({ page }) => {
  await openDocumentsPanel(page, 1440);
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="vehicle-documents"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

for (const width of WIDTHS) {
  test(`the vehicle page's Documents section at ${width} px`, async ({ page }) => {
    const vehicle = listedVehicle();
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/inventory/${vehicle.id}`);
    const section = page.locator('[data-vehicle-documents]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link', { name: /Request this document\s*: Pre-purchase inspection/ })).toBeVisible();
    await section.screenshot({ path: `${SHOTS}/vehicle-documents-${width}.png` });
    expect(errors).toEqual([]);
  });
}

test('"Download spec sheet" downloads the PDF of the car; the page passes axe', async ({ page }) => {
  const vehicle = listedVehicle();
  await page.goto(`/inventory/${vehicle.id}`);
  const axe = await new AxeBuilder({ page })
    .include('[data-vehicle-documents]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download spec sheet/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/spec-sheet\.pdf$/);
  const bytes = new Uint8Array(fs.readFileSync(await download.path()));
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  expect(await textIn(bytes)).toContain(`${vehicle.year} ${vehicle.make} ${vehicle.model}`);
});

test('"Request this document" sends the request and says so', async ({ page }) => {
  const vehicle = listedVehicle();
  await page.goto(`/inventory/${vehicle.id}`);
  await page.getByRole('link', { name: /Request this document\s*: Pre-purchase inspection/ }).click();
  const form = page.locator('[data-document-request-form]');
  // The form's island hydrates once it is in view (client:visible).
  await expect(page.locator('astro-island:not([ssr]) [data-document-request-form]')).toBeVisible();
  await expect(form.getByLabel('Document')).toHaveValue(/\d+/);
  await form.getByLabel('Full name').fill('Ada Shopper');
  await form.getByLabel('Email').fill('ada.e2e@example.com');
  await form.getByRole('button', { name: 'Request Document' }).click();
  await expect(page.getByText('Your request has been received.')).toBeVisible();
});

test('the vehicle page prints cleanly: no navigation, forms or banner; price, disclosures and the address kept', async ({ page }) => {
  const vehicle = listedVehicle();
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.goto(`/inventory/${vehicle.id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-site-header]')).toBeHidden();
  await expect(page.locator('[data-site-footer]')).toBeHidden();
  await expect(page.locator('#inquire')).toBeHidden();
  await expect(page.locator('#consent-banner')).toBeHidden();
  await expect(page.locator('[data-spec-sheet-link]')).toBeHidden();
  await expect(page.getByTestId('vehicle-page-price')).toBeVisible();
  await expect(page.getByTestId('price-note')).toBeVisible();
  await expect(page.getByTestId('disclosures')).toBeVisible();
  await expect(page.locator('[data-print-url]')).toContainText(`/inventory/${vehicle.id}`);
  await page.screenshot({ path: `${SHOTS}/vehicle-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.byteLength).toBeGreaterThan(1000);
});
