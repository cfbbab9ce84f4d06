import type { Locator, Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { expect, test } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies } from './public-fixtures';

// After sending a form on a phone, the confirmation that replaces it is in view with the focus on its heading
// (the form above it was much taller: without that, the visitor is left looking at the footer).
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => declineCookies(page));

const vehicleId = () => {
  const db = e2eDb();
  try {
    return (
      db.prepare("select id from vehicles where status = 'available' and price_on_request = 0 order by id limit 1").get() as { id: number }
    ).id;
  } finally {
    db.close();
  }
};

async function formOn(page: Page, path: string, selector: string): Promise<Locator> {
  await page.goto(path);
  const form = page.locator(selector);
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form }).first()).not.toHaveAttribute('ssr', /.*/);
  return form;
}

async function expectConfirmationInView(page: Page, title: string) {
  const heading = page.locator('[data-lead-sent]').getByRole('heading', { name: title });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
}

test('the offer form', async ({ page }) => {
  const errors = consoleErrors(page);
  const form = await formOn(page, `/inventory/${vehicleId()}`, '[data-offer-form]');
  await form.getByLabel('Your offer ($)').fill('250,000');
  await form.getByLabel('Full name').fill('Phone Offer');
  await form.getByLabel('Email').fill(`phone-offer-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Send My Offer' }).click();
  await expectConfirmationInView(page, 'Your offer has been received.');
  expect(errors).toEqual([]);
});

test('the delivery quote', async ({ page }) => {
  const form = await formOn(page, `/inventory/${vehicleId()}`, '[data-delivery-form]');
  await form.getByLabel('Destination country').selectOption('CA');
  await form.getByLabel('Province or state').fill('Alberta');
  await form.getByLabel('Postal or ZIP code').fill('T2P 1J9');
  await form.getByLabel('Transport').selectOption('enclosed');
  await form.getByLabel('Full name').fill('Phone Delivery');
  await form.getByLabel('Email').fill(`phone-delivery-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  await expectConfirmationInView(page, 'Thank you. We are preparing your delivery quote.');
});

test('the trade-in form', async ({ page }) => {
  const form = await formOn(page, '/sell-or-trade', '[data-trade-in-form]');
  await form.getByLabel('Year').fill('2019');
  await form.getByLabel('Make').fill('Porsche');
  await form.getByLabel('Model').fill('911 Carrera');
  await form.getByLabel('Odometer (km)').fill('38,500');
  await form.getByLabel('Condition').selectOption('excellent');
  await form.getByLabel('Accident history').selectOption('none');
  await form.getByLabel('Loan or lease owing').selectOption('none');
  await form.getByLabel('Full name').fill('Phone Trade');
  await form.getByLabel('Email').fill(`phone-trade-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Request My Appraisal' }).click();
  await expectConfirmationInView(page, 'Thank you. Your appraisal request is with us.');
});

test('the financing pre-qualification', async ({ page }) => {
  const form = await formOn(page, '/financing', '[data-financing-form]');
  await form.getByLabel('Employment').selectOption('employed');
  await form.getByLabel('Yearly household income').selectOption('150k-250k');
  await form.getByLabel('Rent or mortgage ($ a month)').fill('3200');
  await form.getByLabel('Desired term').selectOption('60');
  await form.getByLabel('Down payment ($)').fill('40000');
  await form.getByLabel('Full name').fill('Phone Finance');
  await form.getByLabel('Email').fill(`phone-finance-${Date.now()}@example.com`);
  await form.getByLabel('I agree to be contacted by phone or e-mail about this pre-qualification request.').check();
  await form.getByRole('button', { name: 'Check My Options' }).click();
  await expectConfirmationInView(page, 'Thank you. Our finance manager will be in touch.');
});
