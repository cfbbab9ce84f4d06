import type { Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { expect, loginAs, pngBuffer, test, toastLocator } from '../support/e2e-fixtures';
import { declineCookies, islandsReady } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

const count = (table: string, where = '1=1', ...params: unknown[]) => {
  const db = e2eDb();
  try {
    return (db.prepare(`select count(*) as n from ${table} where ${where}`).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
};
const leadId = (type: string, email: string) => {
  const db = e2eDb();
  try {
    return (db.prepare('select id from inquiries where type = ? and email = ? order by id desc').get(type, email) as { id: number }).id;
  } finally {
    db.close();
  }
};
/** An available vehicle of the seeded inventory. */
const availableVehicle = () => {
  const db = e2eDb();
  try {
    return db
      .prepare(
        "select id, make, trim(model || ' ' || trim) as model, year from vehicles where status = 'available' and price_on_request = 0 order by id limit 1",
      )
      .get() as {
      id: number;
      make: string;
      /** Model and trim, as the site names the car. */
      model: string;
      year: number;
    };
  } finally {
    db.close();
  }
};

async function formOn(page: Page, path: string, selector: string) {
  await page.goto(path);
  const form = page.locator(selector);
  await form.scrollIntoViewIfNeeded();
  // Only this island: the page's other client:visible islands hydrate when scrolled to, not before.
  await expect(page.locator('astro-island', { has: form }).first()).not.toHaveAttribute('ssr', /.*/);
  return form;
}

test('the trade-in form names each bad field, stores nothing, then sends a request with a photo that staff see', async ({
  page,
  browser,
}) => {
  const email = `trade-${Date.now()}@example.com`;
  const form = await formOn(page, '/sell-or-trade', '[data-trade-in-form]');
  const before = count('inquiries');
  await form.getByRole('button', { name: 'Request My Appraisal' }).click();
  await expect(form.getByText('Year must be a whole number.')).toBeVisible();
  await expect(form.getByText('Make is required.')).toBeVisible();
  await expect(form.getByText('Please choose the condition.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByLabel('Year')).toBeFocused();
  await form.getByLabel('VIN').fill('1M8GDM9AXKP042789');
  await form.getByRole('button', { name: 'Request My Appraisal' }).click();
  await expect(form.getByText(/This VIN is not valid/)).toBeVisible();
  expect(count('inquiries')).toBe(before);

  await form.getByLabel('Year').fill('2019');
  await form.getByLabel('Make').fill('Porsche');
  await form.getByLabel('Model').fill('911 Carrera');
  await form.getByLabel('Trim').fill('GTS');
  await form.getByLabel('Odometer (km)').fill('38,500');
  await form.getByLabel('VIN').fill('');
  await form.getByLabel('Condition').selectOption('excellent');
  await form.getByLabel('Accident history').selectOption('none');
  await form.getByLabel('Loan or lease owing').selectOption('none');
  await form.getByLabel(/Add photos/).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(64, 48) });
  await expect(form.getByRole('img', { name: /Photo 1: front\.png/ })).toBeVisible();
  await form.getByLabel('Full name').fill('Eleanor Whitfield');
  await form.getByLabel('Email').fill(email);
  await expect(form.getByRole('checkbox', { name: /Atelier Motor Gallery Inc\. may e-mail me/ })).not.toBeChecked();
  await form.getByRole('button', { name: 'Request My Appraisal' }).click();
  await expect(page.getByText('Thank you. Your appraisal request is with us.')).toBeVisible();
  const id = leadId('trade-in', email);
  expect(count('trade_in_photos', 'trade_in_id = (select id from trade_ins where inquiry_id = ?)', id)).toBe(1);

  // Staff open it from the inbox: the photo loads for them.
  await loginAs(page, 'employee');
  await page.goto(`/employee/inquiries?open=${id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Vehicle to appraise')).toBeVisible();
  const photo = dialog.getByRole('img', { name: 'Trade-in photo 1 of 1' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const src = (await photo.getAttribute('src'))!;

  // Anonymous visitors get 401, a customer account 403.
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(src)).status()).toBe(401);
  await anonymous.close();
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await loginAs(customerPage, 'customer');
  expect([401, 403]).toContain((await customer.request.get(src)).status());
  await customer.close();
});

test('an offer far below the price is refused on the amount field, and nothing is stored', async ({ page }) => {
  const vehicle = availableVehicle();
  const email = `low-offer-${Date.now()}@example.com`;
  const form = await formOn(page, `/inventory/${vehicle.id}`, '[data-offer-form]');
  await form.getByLabel('Your offer ($)').fill('1,000');
  await form.getByLabel('Full name').fill('Marcus Low');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send My Offer' }).click();
  await expect(form.getByLabel('Your offer ($)')).toHaveAccessibleDescription(/^Offers on this vehicle start at \$[\d,]+ \(half of the/);
  expect(count('inquiries', 'email = ?', email)).toBe(0);
});

test('a visitor makes an offer; staff counter, then accept, and decline another: each answer joins the history', async ({ page }) => {
  const vehicle = availableVehicle();
  const email = `offer-${Date.now()}@example.com`;
  const form = await formOn(page, `/inventory/${vehicle.id}`, '[data-offer-form]');
  await form.getByLabel('Your offer ($)').fill('0');
  await form.getByRole('button', { name: 'Send My Offer' }).click();
  await expect(form.getByText('Your offer must be at least $1.')).toBeVisible();
  await form.getByLabel('Your offer ($)').fill('250,000');
  await form.getByLabel('I have a vehicle to trade in').check();
  await form.getByLabel('Year').fill('2018');
  await form.getByLabel('Make').fill('BMW');
  await form.getByLabel('Model').fill('M3');
  await form.getByLabel('Odometer (km)').fill('64000');
  await form.getByLabel('Condition', { exact: true }).selectOption('good');
  await form.getByLabel('Accident history').selectOption('none');
  await form.getByLabel('Loan or lease owing').selectOption('none');
  await form.getByLabel('Full name').fill('Marcus Chen');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send My Offer' }).click();
  await expect(page.getByText('Your offer has been received.')).toBeVisible();
  const id = leadId('offer', email);

  await loginAs(page, 'employee');
  await page.goto(`/employee/inquiries?open=${id}`);
  const dialog = page.getByRole('dialog');
  const offer = dialog.locator('[data-offer]');
  await expect(offer.locator('[data-offer-amount]')).toHaveText('$250,000');
  await expect(dialog.getByText('Trade-in offered with this offer')).toBeVisible();
  await offer.getByRole('button', { name: 'Counter' }).click();
  await expect(offer.getByText('Enter the counter-offer amount.')).toBeVisible();
  await offer.getByLabel('Counter-offer').fill('275000');
  await offer.getByLabel('Note to the customer (optional)').fill('It has just been serviced.');
  await offer.getByRole('button', { name: 'Counter' }).click();
  await expect(toastLocator(page, 'Offer countered')).toBeVisible();
  await expect(offer.getByRole('list', { name: 'Offer history' })).toContainText('Countered · $275,000');
  await offer.getByRole('button', { name: /Accept/ }).click();
  await expect(toastLocator(page, 'Offer accepted')).toBeVisible();
  await expect(offer.getByText('This offer is accepted: it can no longer be answered here.')).toBeVisible();
  await expect(offer.getByRole('list', { name: 'Offer history' }).getByRole('listitem')).toHaveCount(3);
  await expect(dialog.getByLabel('Status')).toHaveValue('in-progress');

  // A second offer on the same vehicle lists the first, and is declined.
  const other = await page.request.post('/api/leads/offer', {
    data: { name: 'Sam Other', email: `other-${Date.now()}@example.com`, vehicleId: vehicle.id, amount: 200000 },
    headers: { Origin: new URL(page.url()).origin },
  });
  const otherId = (await other.json()).id;
  await page.goto(`/employee/inquiries?open=${otherId}`);
  const second = page.getByRole('dialog').locator('[data-offer]');
  await expect(second.getByRole('list', { name: 'Other offers on this vehicle' })).toContainText('$250,000');
  await second.getByRole('button', { name: 'Decline' }).click();
  await expect(toastLocator(page, 'Offer declined')).toBeVisible();
  await expect(second.getByText('This offer is declined: it can no longer be answered here.')).toBeVisible();
  // The lead followed its step: closed, and lost with the reason.
  await page.goto(`/employee/inquiries?open=${otherId}`);
  await expect(page.getByRole('dialog').getByText('Lost: Offer declined')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Status')).toHaveValue('closed');
  const db = e2eDb();
  const mails = db.prepare('select subject from outbox_messages where "to" = ? order by id').all(email) as { subject: string }[];
  db.close();
  expect(mails.map((m) => m.subject)).toEqual([
    `We received your offer on the ${vehicle.year} ${vehicle.make} ${vehicle.model}`,
    `A counter-offer on the ${vehicle.year} ${vehicle.make} ${vehicle.model}`,
    `Your offer on the ${vehicle.year} ${vehicle.make} ${vehicle.model} is accepted`,
  ]);
});

test('an offer shows the asking price as on request once the vehicle is, not the price of the day the offer was made', async ({
  page,
  baseURL,
}) => {
  const vehicle = availableVehicle();
  await loginAs(page, 'employee');
  // The site's own origin, as a page of the site would send it (a blank page's origin is "null": cross-site).
  const headers = { Origin: new URL(baseURL!).origin };
  const offer = await page.request.post('/api/leads/offer', {
    data: { name: 'Ola Price', email: `on-request-${Date.now()}@example.com`, vehicleId: vehicle.id, amount: 200000 },
    headers,
  });
  expect(offer.status()).toBe(201);
  const { id } = await offer.json();
  const current = await (await page.request.get(`/api/vehicles/${vehicle.id}`)).json();
  const setOnRequest = (priceOnRequest: boolean) =>
    page.request.put(`/api/vehicles/${vehicle.id}`, { data: { ...current, priceOnRequest }, headers });
  const put = await setOnRequest(true);
  expect(put.status(), await put.text()).toBe(200);
  try {
    await page.goto(`/employee/inquiries?open=${id}`);
    await expect(page.getByRole('dialog').locator('[data-asking-price]')).toHaveText('On request');
  } finally {
    expect((await setOnRequest(false)).status()).toBe(200);
  }
});

test('financing pre-qualification says no SIN is asked, needs the contact agreement, and shows its answers to staff only', async ({
  page,
}) => {
  const email = `fin-${Date.now()}@example.com`;
  const form = await formOn(page, '/financing', '[data-financing-form]');
  await expect(form.getByText('No SIN, date of birth or bank details.')).toBeVisible();
  await expect(form.getByLabel(/SIN|date of birth|bank/i)).toHaveCount(0);
  await form.getByLabel('Employment').selectOption('employed');
  await form.getByLabel('Yearly household income').selectOption('150k-250k');
  await form.getByLabel('Rent or mortgage ($ a month)').fill('3200');
  await form.getByLabel('Desired term').selectOption('60');
  await form.getByLabel('Down payment ($)').fill('40000');
  await form.getByLabel('Full name').fill('Priya Raman');
  await form.getByLabel('Email').fill(email);
  const before = count('financing_requests');
  await form.getByRole('button', { name: 'Check My Options' }).click();
  await expect(form.getByText('Please agree to be contacted about this request.')).toBeVisible();
  expect(count('financing_requests')).toBe(before);
  await form.getByLabel('I agree to be contacted by phone or e-mail about this pre-qualification request.').check();
  await form.getByRole('button', { name: 'Check My Options' }).click();
  await expect(page.getByText('Thank you. Our finance manager will be in touch.')).toBeVisible();
  const id = leadId('financing', email);
  expect((await page.request.get(`/api/leads/financing/${id}`)).status()).toBe(401);

  await loginAs(page, 'employee');
  await page.goto(`/employee/inquiries?open=${id}`);
  const answers = page.getByRole('dialog').locator('[data-financing]');
  await expect(answers).toContainText('$150,000 – $250,000');
  await expect(answers).toContainText('60 months');
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Download ADF/XML' })).toHaveAttribute(
    'href',
    `/api/leads/financing/${id}/adf`,
  );
});

test('the inbox filters by lead type', async ({ staffPage: page }) => {
  const vehicle = availableVehicle();
  await page.goto('/employee/inquiries');
  const res = await page.request.post('/api/leads/offer', {
    data: { name: 'Filter Test', email: `filter-${Date.now()}@example.com`, vehicleId: vehicle.id, amount: 200000 },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  await islandsReady(page);
  await page.getByLabel('Filter by lead type').selectOption('offer');
  const rows = page.getByRole('table').locator('tbody tr');
  // The list refetches after the choice: wait for the filtered rows rather than reading the old ones.
  await expect(rows.filter({ hasText: 'Filter Test' })).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Offer' })).toHaveCount(0);
});
