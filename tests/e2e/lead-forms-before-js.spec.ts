import type { Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { expect, pngBuffer, test } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies, holdIslands, islandHydrated } from './public-fixtures';

/**
 * The offer, trade-in, pre-qualification and booking forms before and without JavaScript (issue 25):
 * what is typed before hydration survives a select or a box changed after it, and without JavaScript
 * each form posts to its page and lands on its "sent" view.
 */

test.beforeEach(async ({ page }) => declineCookies(page));

const count = (table: string, where: string, ...params: unknown[]) => {
  const db = e2eDb();
  try {
    return (db.prepare(`select count(*) as n from ${table} where ${where}`).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
};
const availableVehicle = () => {
  const db = e2eDb();
  try {
    return db.prepare("select id, price from vehicles where status = 'available' and price_on_request = 0 order by id limit 1").get() as {
      id: number;
      price: number;
    };
  } finally {
    db.close();
  }
};

/** Opens `path` with the islands held back, returns the form (server-rendered, not hydrated) and the release. */
async function beforeHydration(page: Page, path: string, selector: string) {
  const release = await holdIslands(page);
  await page.goto(path, { waitUntil: 'commit' });
  const form = page.locator(selector);
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
  return { form, release };
}

test.describe('typed before hydration, kept after a select or a box changes', () => {
  test('the trade-in form', async ({ page }) => {
    const errors = consoleErrors(page);
    const { form, release } = await beforeHydration(page, '/sell-or-trade', '[data-trade-in-form]');
    await form.getByLabel('Make').fill('Porsche');
    await form.getByLabel('Full name').fill('Early Typist');
    await form.getByLabel('Accident history').selectOption('none');
    await form
      .getByLabel(/Stay informed/)
      .first()
      .check();
    release();
    await islandHydrated(form);
    await form.getByLabel('Condition').selectOption('excellent');
    await form.getByLabel('Loan or lease owing').selectOption('loan');
    await expect(form.getByLabel('Make')).toHaveValue('Porsche');
    await expect(form.getByLabel('Full name')).toHaveValue('Early Typist');
    await expect(form.getByLabel('Accident history')).toHaveValue('none');
    await expect(form.getByLabel(/Stay informed/).first()).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('the offer form', async ({ page }) => {
    const vehicle = availableVehicle();
    const { form, release } = await beforeHydration(page, `/inventory/${vehicle.id}`, '[data-offer-form]');
    await form.getByLabel('Your offer ($)').fill('250,000');
    await form.getByLabel('Full name').fill('Early Bidder');
    release();
    await islandHydrated(form);
    await form.getByLabel('I have a vehicle to trade in').check();
    await form.getByLabel('Condition', { exact: true }).selectOption('good');
    await expect(form.getByLabel('Your offer ($)')).toHaveValue('250,000');
    await expect(form.getByLabel('Full name')).toHaveValue('Early Bidder');
    await expect(form.getByLabel('Year')).toBeVisible();
  });

  test('the pre-qualification form', async ({ page }) => {
    const { form, release } = await beforeHydration(page, '/financing', '[data-financing-form]');
    await form.getByLabel('Full name').fill('Early Saver');
    await form.getByLabel('Rent or mortgage ($ a month)').fill('3200');
    await form.getByLabel('Employment').selectOption('employed');
    release();
    await islandHydrated(form);
    await form.getByLabel('Yearly household income').selectOption({ index: 2 });
    await form.getByLabel(/I agree to be contacted/).check();
    await expect(form.getByLabel('Full name')).toHaveValue('Early Saver');
    await expect(form.getByLabel('Rent or mortgage ($ a month)')).toHaveValue('3200');
    await expect(form.getByLabel('Employment')).toHaveValue('employed');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the offer form posts to the page and shows that the offer was received', async ({ page }) => {
    const vehicle = availableVehicle();
    const email = `offer-nojs-${Date.now()}@example.com`;
    await page.goto(`/inventory/${vehicle.id}`);
    const form = page.locator('[data-offer-form]');
    await form.getByLabel('Your offer ($)').fill(String(Math.round(vehicle.price * 0.9)));
    await form.getByLabel('Full name').fill('Plain Bidder');
    await form.getByLabel('Email').fill(email);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST'),
      form.getByRole('button', { name: 'Send My Offer' }).click(),
    ]);
    expect(request.url()).not.toContain('Plain');
    await expect(page).toHaveURL(new RegExp(`/inventory/${vehicle.id}\\?sent=offer#offer-form$`));
    await expect(page.getByText('Your offer has been received.')).toBeVisible();
    expect(count('inquiries', "email = ? and type = 'offer'", email)).toBe(1);
  });

  test('the trade-in form sends its photo (multipart) and lands on the "sent" view', async ({ page }) => {
    const email = `trade-nojs-${Date.now()}@example.com`;
    await page.goto('/sell-or-trade');
    const form = page.locator('[data-trade-in-form]');
    await form.getByLabel('Year').fill('2019');
    await form.getByLabel('Make').fill('Porsche');
    await form.getByLabel('Model').fill('911 Carrera');
    await form.getByLabel('Odometer (km)').fill('38500');
    await form.getByLabel('Condition').selectOption('excellent');
    await form.getByLabel('Accident history').selectOption('none');
    await form.getByLabel('Loan or lease owing').selectOption('none');
    await form.getByLabel(/Add photos/).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(64, 48) });
    await form.getByLabel('Full name').fill('Plain Seller');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Request My Appraisal' }).click();
    await expect(page).toHaveURL(/\/sell-or-trade\?sent=trade-in#trade-in-form$/);
    await expect(page.getByText('Thank you. Your appraisal request is with us.')).toBeVisible();
    expect(
      count('trade_in_photos p join trade_ins t on t.id = p.trade_in_id join inquiries i on i.id = t.inquiry_id', 'i.email = ?', email),
    ).toBe(1);
  });

  test('a refused pre-qualification is shown on the page with its fields named, nothing in the URL', async ({ page }) => {
    await page.goto('/financing');
    const form = page.locator('[data-financing-form]');
    await form.getByLabel('Full name').fill('Plain Saver');
    await form.getByLabel('Email').fill('plain.saver@example.com');
    await form.getByLabel('Employment').selectOption('employed');
    await form.getByRole('button', { name: 'Check My Options' }).click();
    await expect(page).toHaveURL(/\/financing\?form=financing#financing-form$/);
    await expect(form.getByLabel('Yearly household income')).toHaveAccessibleDescription('Please choose your yearly income.');
    await expect(form.getByLabel('Full name')).toHaveValue('Plain Saver');
    await expect(form.getByLabel('Employment')).toHaveValue('employed');
  });

  test('/book lists real times, another day shows its own, and a booking lands on its confirmation with "Add to calendar"', async ({
    page,
  }) => {
    const email = `book-nojs-${Date.now()}@example.com`;
    await page.goto('/book');
    const form = page.getByRole('form', { name: 'Book a private viewing or test drive' });
    await expect(form.getByText(/No times left/)).toHaveCount(0);
    await expect(form.locator('[data-slot-picker] input[name="start"]').first()).toBeAttached();
    // Another day with times: chosen, then "Show times".
    const days = form.locator('[data-day-picker] input:not([disabled])');
    await days.nth(1).check({ force: true });
    const day = await days.nth(1).getAttribute('value');
    await form.getByRole('button', { name: 'Show times for the chosen day' }).click();
    // The query's order follows the form's elements in the page; what matters is the day, the kind and the anchor.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/book' &&
        url.hash === '#booking-time' &&
        url.searchParams.get('date') === day &&
        url.searchParams.get('kind') === 'viewing',
    );
    await expect(form.locator(`[data-day-picker] input[value="${day}"]`)).toBeChecked();
    await form.locator('[data-slot-picker] label').first().click();
    await form.getByLabel('Full name').fill('Plain Visitor');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Request this time' }).click();
    await expect(page).toHaveURL(/\/book\?booked=\d+\.[\w-]{43}#booking-form$/);
    await expect(page.getByText('Thank you. Please confirm your private viewing.')).toBeVisible();
    await expect(page.locator('[data-booking-confirmation] [data-visit]')).toHaveText('In person');
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      /\/api\/appointments\/manage\/calendar\?token=/,
    );
    expect(count('appointments a join inquiries i on i.id = a.inquiry_id', 'i.email = ?', email)).toBe(1);
  });
});

test('the trade-in photo preview shows the photo under the CSP, the input says what it holds, Remove sits apart', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/sell-or-trade');
  const form = page.locator('[data-trade-in-form]');
  await form.scrollIntoViewIfNeeded();
  await islandHydrated(form);
  const input = form.getByLabel(/Add photos/);
  await input.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngBuffer(64, 48) });
  await input.setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: pngBuffer(48, 64) });
  const preview = form.getByRole('img', { name: 'Photo 1: front.png' });
  await expect(preview).toBeVisible();
  await expect(form.getByRole('img', { name: 'Photo 2: side.png' })).toBeVisible();
  // The input holds both (it said "No file chosen" once the island had read it).
  expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(2);
  // The preview is drawn (not an empty box), and "Remove" does not cover it.
  expect(await preview.evaluate((c) => (c as HTMLCanvasElement).getContext('2d')!.getImageData(96, 96, 1, 1).data[3])).toBe(255);
  const image = (await preview.boundingBox())!;
  const remove = (await form.getByRole('button', { name: 'Remove photo 1 (front.png)' }).boundingBox())!;
  expect(remove.y).toBeGreaterThanOrEqual(image.y + image.height);
  await form.getByRole('button', { name: 'Remove photo 1 (front.png)' }).click();
  expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(1);
  expect(errors).toEqual([]);
});
