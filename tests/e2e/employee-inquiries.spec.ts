import { apiCall, createInquiry, createVehicle, expect, expectToast, loginAs, open, test } from '../support/e2e-fixtures';
import { e2eDb } from '../support/test-server';
import type { Page } from '@playwright/test';

function query<T = any>(sql: string, ...params: unknown[]): T[] {
  const db = e2eDb();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

// One token per run marks this file's inquiries, so other files' rows never get in the way.
const token = `zq${Date.now().toString(36)}`;
let ids: { alpha: number; beta: number; gamma: number };
let vehicleModel: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAs(page, 'employee');
  vehicleModel = `Huracan ${token}`;
  const vehicle = await createVehicle(page, { make: 'Lamborghini', model: vehicleModel });
  const alpha = await createInquiry(page, {
    name: 'Alpha Client',
    email: `alpha.${token}@example.com`,
    subject: 'Bravo subject',
    message: `First message ${token} about a viewing.`,
  });
  const beta = await createInquiry(page, {
    name: 'Beta Client',
    email: 'beta@example.com',
    phone: '416-555-0199',
    subject: 'Alpha subject',
    message: `Second message ${token}, about trade-in.`,
    vehicleId: vehicle.id,
  });
  const gamma = await createInquiry(page, {
    name: 'Gamma Client',
    email: 'gamma@example.com',
    subject: 'Charlie subject',
    message: `Third message ${token} on financing.`,
  });
  await apiCall(page, 'PUT', `/api/inquiries/${gamma.id}/status`, { status: 'closed' });
  ids = { alpha: alpha.id, beta: beta.id, gamma: gamma.id };
  await page.close();
});

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'employee');
});

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search by name, email, or content...').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

// The customer cell holds the name, then the e-mail and phone under it.
const names = (page: Page) => page.locator('tbody tr td:nth-child(2) p').allInnerTexts();

test('searches name, email, message and vehicle only when Search is pressed', async ({ page }) => {
  await open(page, '/employee/inquiries');
  await page.getByPlaceholder('Search by name, email, or content...').fill(token);
  // Typing alone does not filter.
  await expect(page.getByRole('row').filter({ hasText: 'Alpha Client' })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => names(page)).toEqual(expect.arrayContaining(['Alpha Client', 'Beta Client', 'Gamma Client']));
  expect((await names(page)).length).toBe(3);

  await search(page, `ALPHA.${token.toUpperCase()}`);
  await expect.poll(() => names(page)).toEqual(['Alpha Client']);
  await search(page, vehicleModel.toLowerCase());
  await expect.poll(() => names(page)).toEqual(['Beta Client']);
  await expect(page.getByRole('row').filter({ hasText: 'Beta Client' })).toContainText('416-555-0199');

  await search(page, `nothing-like-this-${token}`);
  await expect(page.getByText('No inquiries found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
});

test('filters by status together with the search', async ({ page }) => {
  await open(page, '/employee/inquiries');
  await search(page, token);
  await page.getByLabel('Filter by status').selectOption('closed');
  await expect.poll(() => names(page)).toEqual(['Gamma Client']);
  await page.getByLabel('Filter by status').selectOption('new');
  await expect.poll(async () => (await names(page)).sort()).toEqual(['Alpha Client', 'Beta Client']);
  await page.getByLabel('Filter by status').selectOption('all');
  await expect.poll(async () => (await names(page)).length).toBe(3);
});

test('sorts newest first, then by subject ascending, and toggles on a second click', async ({ page }) => {
  await open(page, '/employee/inquiries');
  await search(page, token);
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => names(page)).toEqual(['Gamma Client', 'Beta Client', 'Alpha Client']);
  await page.getByRole('button', { name: 'Subject' }).click();
  await expect(page.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => names(page)).toEqual(['Beta Client', 'Alpha Client', 'Gamma Client']);
  await page.getByRole('button', { name: 'Subject' }).click();
  await expect.poll(() => names(page)).toEqual(['Gamma Client', 'Alpha Client', 'Beta Client']);
  await page.getByRole('button', { name: 'Date' }).click();
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => names(page)).toEqual(['Alpha Client', 'Beta Client', 'Gamma Client']);
});

test('shows the details and changes the status from the dialog', async ({ page }) => {
  await open(page, '/employee/inquiries');
  await search(page, token);
  await page.getByRole('button', { name: 'View inquiry from Beta Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  await expect(dialog).toContainText('Alpha subject');
  await expect(dialog).toContainText('beta@example.com');
  await expect(dialog).toContainText('416-555-0199');
  await expect(dialog).toContainText('Vehicle Inquiry');
  await expect(dialog).toContainText(`Lamborghini ${vehicleModel}`);
  await expect(dialog).toContainText(`Second message ${token}, about trade-in.`);
  await dialog.getByLabel('Status').selectOption('in-progress');
  await expectToast(page, 'Status Updated', 'The inquiry status has been updated.');
  await expect.poll(() => query('select status from inquiries where id = ?', ids.beta)[0]?.status).toBe('in-progress');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: 'Beta Client' })).toContainText('In Progress');
});

test('replies to an inquiry: stored, in the outbox, thread shown and status responded', async ({ page }) => {
  await open(page, '/employee/inquiries');
  await search(page, token);
  await page.getByRole('button', { name: 'Reply to Alpha Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to Inquiry' });
  await expect(dialog).toContainText('Alpha Client');
  await expect(dialog).toContainText('Bravo subject');
  await expect(dialog.getByTestId('reply-original-message')).toHaveClass(/line-clamp-3/);
  // No mail server in tests: the dialog says where the reply goes before it is sent, as the toast does after.
  await expect(dialog).toContainText(`your reply to alpha.${token}@example.com is saved to the outbox`);
  const response = dialog.getByLabel('Your Response');
  await expect(response).toHaveAttribute('rows', '8');
  const send = dialog.getByRole('button', { name: 'Send Reply' });
  await expect(send).toBeDisabled();
  await response.fill('   ');
  await expect(send).toBeDisabled();
  const text = `Thank you, we can see you on Saturday at 10. (${token})`;
  await response.fill(text);
  await send.click();
  // No mail server in tests: the reply lands in the outbox, and the toast says so.
  await expectToast(page, 'Reply Saved to the Outbox', 'your response waits in the outbox');
  await expect(dialog).toBeHidden();

  const [reply] = query('select * from inquiry_replies where inquiry_id = ?', ids.alpha);
  expect(reply).toMatchObject({ message: text, sent_to: `alpha.${token}@example.com`, delivery: 'outbox' });
  // The reply's own e-mail (the dealer's new-lead notice about the inquiry is in the outbox too).
  const [mail] = query('select * from outbox_messages where reply_id = ?', reply.id);
  expect(mail.to).toBe(`alpha.${token}@example.com`);
  expect(mail.body).toContain(text);
  expect(query('select status from inquiries where id = ?', ids.alpha)[0].status).toBe('responded');

  await expect(page.getByRole('row').filter({ hasText: 'Alpha Client' })).toContainText('Responded');
  await page.getByRole('button', { name: 'View inquiry from Alpha Client' }).click();
  const details = page.getByRole('dialog', { name: 'Inquiry Details' });
  const thread = details.getByRole('list', { name: 'Replies' });
  await expect(thread).toContainText(text);
  await expect(thread).toContainText('Marco Bellini');
  await expect(thread).toContainText('In outbox');
});

test("groups a customer's leads: '+N more from this customer' shows every lead from that e-mail, kept in the address", async ({ page }) => {
  const email = `delta.${token}@example.com`;
  const first = await createInquiry(page, { name: 'Delta Client', email, subject: `Delta first ${token}`, message: 'About the Roma.' });
  const second = await createInquiry(page, {
    name: 'Delta Client',
    email: email.toUpperCase(),
    subject: `Delta second ${token}`,
    message: 'And the Purosangue.',
  });
  await open(page, '/employee/inquiries');
  await search(page, `Delta second ${token}`);
  const rows = page.getByRole('row').filter({ hasText: 'Delta Client' });
  await expect(rows).toHaveCount(1);

  await rows.getByRole('button', { name: `Show all 2 leads from ${email.toUpperCase()}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]email=${encodeURIComponent(email.toUpperCase())}`));
  await expect(page.getByText(`Every lead from ${email.toUpperCase()}`)).toBeVisible();
  // Every lead from the customer, the search let go: both, newest first, without offering themselves again.
  await expect(page.getByPlaceholder('Search by name, email, or content...')).toHaveValue('');
  await expect(page.getByRole('row').filter({ hasText: 'Delta Client' })).toHaveCount(2);
  const subjects = await page.getByRole('row').filter({ hasText: 'Delta Client' }).allInnerTexts();
  expect(subjects[0]).toContain(`Delta second ${token}`);
  expect(subjects[1]).toContain(`Delta first ${token}`);
  await expect(page.getByRole('button', { name: /^Show all \d+ leads from/ })).toHaveCount(0);
  expect(first.id).toBeLessThan(second.id);

  // A reload keeps the customer; "Show all customers" lets them go.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Delta Client' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Show all customers' }).click();
  await expect(page).not.toHaveURL(/[?&]email=/);
  await expect(page.getByText(/^Every lead from/)).toBeHidden();
});
