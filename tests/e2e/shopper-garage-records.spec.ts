import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { consoleErrors, declineCookies } from './public-fixtures';
import { signIn, uniqueEmail } from './shopper-fixtures';

// My garage's records (issue 22 item 6): the shopper's appointment (moved and cancelled here), offer and its status,
// trade-in request and the consent they gave, at phone, tablet and desktop widths.

test.beforeEach(async ({ page }) => declineCookies(page));

let phones = 0;

/** An appointment, an offer and a trade-in sent by `email` through the public forms' endpoints, as a visitor would. */
async function sendLeads(request: APIRequestContext, origin: string, email: string, vehicleId: number, dayOffset: number) {
  const phone = `416-555-${String(4000 + (Date.now() % 5000) + phones++).slice(-4)}`;
  const today = new Date().toISOString().slice(0, 10);
  const days = (await (await request.get(`/api/appointments/days?from=${today}&count=28`)).json()).days as { date: string; free: number }[];
  const date = days.slice(2).filter((d) => d.free > 0)[dayOffset].date;
  const slots = (await (await request.get(`/api/appointments/slots?date=${date}&vehicleId=${vehicleId}`)).json()).slots as {
    start: string;
  }[];
  const booked = await request.post('/api/appointments', {
    data: { name: 'Élise Marchand', email, phone, kind: 'viewing', start: slots[0].start, vehicleId, marketingConsent: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // An offer at 90 % of the asking price (the form refuses one under half of it).
  const db = e2eDb();
  const { price } = db.prepare('select price from vehicles where id = ?').get(vehicleId) as { price: number };
  db.close();
  const amount = Math.round((price * 0.9) / 1000) * 1000;
  const offer = await request.post('/api/leads/offer', { data: { name: 'Élise Marchand', email, phone, vehicleId, amount } });
  expect(offer.status(), await offer.text()).toBe(201);
  const tradeIn = await request.post('/api/leads/trade-in', {
    headers: { origin },
    multipart: {
      lead: JSON.stringify({
        name: 'Élise Marchand',
        email,
        phone,
        year: 2020,
        make: 'Porsche',
        model: '911',
        trim: 'Carrera 4S',
        mileage: 28_500,
        condition: 'excellent',
        accidentHistory: 'none',
        lien: 'none',
      }),
    },
  });
  expect(tradeIn.status(), await tradeIn.text()).toBe(201);
  return { amount };
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

for (const [i, width] of [390, 820, 1440].entries()) {
  test(`My garage at ${width} px lists the appointment, the offer, the trade-in and the consent; no console error, axe clean`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inventory');
    const vehicleId = Number(await page.getByTestId('vehicle-card').nth(i).getAttribute('data-vehicle-id'));
    const email = uniqueEmail(`records${width}`);
    const { amount } = await sendLeads(page.request, new URL(page.url()).origin, email, vehicleId, i);
    await signIn(page, email);

    const appointment = page.getByTestId('garage-appointment');
    await expect(appointment).toHaveCount(1);
    await expect(appointment.getByTestId('appointment-status')).toHaveText('Requested');
    await expect(page.getByTestId('garage-offer').getByTestId('offer-status')).toHaveText('Awaiting reply');
    await expect(page.getByTestId('garage-offer')).toContainText(`$${amount.toLocaleString('en-US')}`);
    await expect(page.getByTestId('garage-trade-in')).toContainText('2020 Porsche 911 Carrera 4S');
    await expect(page.getByTestId('consent-now')).toContainText('You agreed to our news and offers');
    await expect(page.getByTestId('consent-record')).toHaveCount(4);
    await page.screenshot({ path: `test-results/shots/garage-records-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
  });
}

test('in My garage a shopper moves and cancels their appointment and withdraws their consent', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/inventory');
  const vehicleId = Number(await page.getByTestId('vehicle-card').nth(3).getAttribute('data-vehicle-id'));
  const email = uniqueEmail('records-change');
  await sendLeads(page.request, new URL(page.url()).origin, email, vehicleId, 3);
  await signIn(page, email);

  // Move it: the same form as the e-mailed link's page, signed in instead of a token.
  const appointment = page.getByTestId('garage-appointment');
  await appointment.getByRole('button', { name: /Reschedule or cancel/ }).click();
  await appointment.getByRole('button', { name: 'Choose another time' }).click();
  const move = appointment.getByRole('form', { name: 'Choose another time' });
  // The first time offered (the appointment is days later): late in the day the first day may have only one left.
  await move.locator('[data-slot-picker] label').first().click();
  await move.getByRole('button', { name: 'Move my appointment' }).click();
  await expect(appointment.locator('[data-manage-outcome="moved"]').getByRole('heading')).toBeFocused();
  const db = e2eDb();
  const row = db
    .prepare('select a.sequence, a.status from appointments a join inquiries i on i.id = a.inquiry_id where i.email = ?')
    .get(email);
  db.close();
  expect(row).toEqual({ sequence: 1, status: 'requested' });

  // Cancel it, after a fresh load.
  await page.reload();
  await appointment.getByRole('button', { name: /Reschedule or cancel/ }).click();
  await appointment.getByRole('button', { name: 'Cancel appointment' }).click();
  await appointment.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(appointment.locator('[data-manage-outcome="cancelled"]')).toBeVisible();
  await expect(appointment.getByTestId('appointment-status')).toHaveText('Cancelled');

  // Withdraw consent: recorded, and the garage says so.
  await page.getByRole('button', { name: 'Withdraw my consent' }).click();
  await expect(page.getByTestId('consent-now')).toContainText('You withdrew your consent');
  await expect(page.getByTestId('consent-record').first()).toContainText('through My garage');
  await page.screenshot({ path: 'test-results/shots/garage-records-changed-390.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
