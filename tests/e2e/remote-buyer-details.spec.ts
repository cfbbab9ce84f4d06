import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { apiCall, loginAs, open } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies, islandsReady } from './public-fixtures';

/**
 * Issue 23 in a browser: the "≈ US$" lines a shopper turns on, the vehicle's history beside its disclosures, a
 * video-call viewing booked on /book and marked as remote in the staff calendar.
 */

/** An available demo car with declarations and a CARFAX Canada link (the seed gives most of them both). */
function carWithHistory(): number {
  const db = e2eDb();
  try {
    const row = db
      .prepare(
        "select id from vehicles where status = 'available' and price_on_request = 0 and json_extract(history, '$.carfaxUrl') is not null order by id limit 1",
      )
      .get() as { id: number } | undefined;
    return row!.id;
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => declineCookies(page));

for (const width of [390, 820, 1440]) {
  test(`US dollars are shown only when asked for, then on the next page too, at ${width} px`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inventory');
    const approx = page.locator('[data-usd-approx]');
    expect(await approx.count()).toBeGreaterThan(0);
    await expect(approx.first()).toBeHidden();
    const priceBefore = await page.getByTestId('vehicle-card').first().boundingBox();

    await page.getByLabel('Show ≈ US$').check();
    await expect(approx.first()).toBeVisible();
    await expect(approx.first()).toContainText(/≈\sUS\$\s?\d{1,3}(,\d{3})+/);
    // The Canadian all-in price stays where it was and as it was: the US line comes below it.
    expect((await page.getByTestId('vehicle-card').first().boundingBox())?.y).toBe(priceBefore?.y);
    await expect(page.getByTestId('vehicle-card').first()).toContainText(/\$\d{1,3}(,\d{3})+/);

    // The choice is kept for the next page (in this browser only).
    const id = carWithHistory();
    await page.goto(`/inventory/${id}`);
    await expect(page.locator('[data-usd-approx]').first()).toBeVisible();
    await expect(page.getByLabel('Show ≈ US$')).toBeChecked();
    await page.getByLabel('Show ≈ US$').uncheck();
    await expect(page.locator('[data-usd-approx]').first()).toBeHidden();
    await page.screenshot({ path: `test-results/usd-vehicle-${width}.png`, fullPage: false });
    expect(errors).toEqual([]);
  });

  test(`the vehicle page shows its history and the CARFAX Canada report beside the disclosures at ${width} px`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/inventory/${carWithHistory()}`);
    const history = page.getByTestId('vehicle-history');
    await expect(history.getByRole('heading', { name: 'Our declarations' })).toBeVisible();
    await expect(history.getByText('Accident history')).toBeVisible();
    const carfax = history.getByRole('link', { name: /CARFAX Canada report/ });
    await expect(carfax).toHaveAttribute('href', /^https:\/\/([a-z0-9-]+\.)*carfax\.ca\//);
    await expect(carfax).toHaveAttribute('target', '_blank');
    await expect(carfax).toHaveAttribute('rel', /noopener/);
    await history.scrollIntoViewIfNeeded();
    await history.screenshot({ path: `test-results/vehicle-history-${width}.png` });
    const axe = await new AxeBuilder({ page }).include('[data-testid="vehicle-history"]').include('[data-usd-toggle-row]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a viewing booked as a video call shows as remote in the staff calendar, and its app in the dialog', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/book');
  await islandsReady(page);
  const form = page.getByRole('form', { name: 'Book a private viewing or test drive' });
  await form.locator('[data-booking-form]').or(form).first().scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr]) [data-booking-form]').waitFor();
  await form.getByRole('radio', { name: /Video call/ }).check();
  await form.getByLabel('Your app for the call').selectOption({ label: 'Google Meet' });
  await form.locator('[data-slot-picker] label').first().click();
  await form.getByLabel('Full name').fill('Distant Buyer');
  const email = `distant.${Date.now()}@example.com`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('416-555-0142');
  await form.getByRole('button', { name: 'Request this time' }).click();
  await expect(page.getByRole('heading', { name: /Please confirm your private viewing/ })).toBeVisible();
  // The confirmation says how the visit takes place, and when the call's link comes.
  await expect(page.locator('[data-booking-confirmation] [data-visit]')).toHaveText('Video call (Google Meet)');
  await expect(page.locator('[data-booking-confirmation]')).toContainText(
    'Our team sends the link to join the video call when they confirm your time',
  );

  const db = e2eDb();
  const booked = db
    .prepare(
      'select a.id, a.starts_at as startsAt, a.visit_mode as mode, a.video_app as app from appointments a join inquiries i on i.id = a.inquiry_id where i.email = ?',
    )
    .get(email) as {
    id: number;
    startsAt: number;
    mode: string;
    app: string;
  };
  db.close();
  expect(booked).toMatchObject({ mode: 'video', app: 'google-meet' });

  await loginAs(page, 'employee');
  const day = new Date(booked.startsAt).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
  await open(page, `/employee/appointments?week=${day}`);
  const entry = page.locator(`[data-appointment="${booked.id}"]`).filter({ visible: true });
  await expect(entry).toContainText('Video call');
  await entry.click();
  await expect(page.getByRole('dialog')).toContainText('Google Meet');
  expect(errors).toEqual([]);
  // The API agrees with what the calendar shows.
  const detail = await apiCall<{ visitMode: string }>(page, 'GET', `/api/appointments/${booked.id}`);
  expect(detail.visitMode).toBe('video');
});
