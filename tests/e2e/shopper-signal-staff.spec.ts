import AxeBuilder from '@axe-core/playwright';
import { e2eDb } from '../support/test-server';
import { apiCall, createInquiry, expect, loginAs, open, test } from '../support/e2e-fixtures';
import { consoleErrors, declineCookies } from './public-fixtures';
import { signIn, uniqueEmail } from './shopper-fixtures';

// Staff see the signal (issue 22 item 7): in the customer panel (every lead from one address) and on the lead,
// the cars that customer saved, each with its status, and the searches they keep.

test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('signal');
let title: string;
let leadId: number;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await declineCookies(page);
  await signIn(page, email);
  const db = e2eDb();
  const car = db
    .prepare("select id, year, make, model, trim from vehicles where status = 'available' order by id limit 1 offset 2")
    .get() as { id: number; year: number; make: string; model: string; trim: string };
  db.close();
  title = [car.year, car.make, car.model, car.trim].filter(Boolean).join(' ');
  await apiCall(page, 'POST', '/api/shopper/saved-vehicles', { vehicleId: car.id });
  await apiCall(page, 'POST', '/api/shopper/searches', { criteria: { make: 'Ferrari' }, frequency: 'weekly', consent: true });
  leadId = (await createInquiry(page, { name: 'Signal Customer', email, subject: 'A question about a car' })).id;
  await context.close();
});

for (const width of [390, 820, 1440]) {
  test(`the customer panel at ${width} px shows the cars the customer saved, with their status, and the searches they keep`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'employee');
    await open(page, `/employee/inquiries?email=${encodeURIComponent(email)}`);
    const panel = page.getByTestId('customer-shopper-signal');
    await expect(panel.getByTestId('customer-saved-cars')).toContainText(title);
    await expect(panel.getByTestId('customer-saved-cars')).toContainText('Available');
    await expect(panel.getByTestId('customer-saved-searches')).toHaveText('Ferrari (weekly digest)');
    await page.screenshot({ path: `test-results/shots/customer-signal-${width}.png` });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the lead shows the same', async ({ page }) => {
  await loginAs(page, 'employee');
  await open(page, `/employee/inquiries?open=${leadId}`);
  await expect(page.getByRole('dialog').getByTestId('customer-saved-cars')).toContainText(title);
});
