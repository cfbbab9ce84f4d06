import { expect, test } from '@playwright/test';
import { e2eDb } from '../support/e2e-db';
import { declineCookies, inquiryForm } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

test('the inquiry form shows the spec messages for each invalid field', async ({ page }) => {
  await page.goto('/contact');
  const form = await inquiryForm(page);
  await form.getByLabel('Full name').fill('A');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Subject must be at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  // Fixing a field clears its message.
  await form.getByLabel('Full name').fill('Alexandra Stone');
  await expect(form.getByText('Name must be at least 2 characters.')).toBeHidden();
});

test('a valid inquiry is sent, stored, confirmed with the spec toast and the form resets', async ({ page }) => {
  const email = `buyer-${Date.now()}@example.com`;
  await page.goto('/contact');
  const form = await inquiryForm(page);
  await form.getByLabel('Full name').fill('Alexandra Stone');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(416) 555-0199');
  await form.getByLabel('Subject').fill('Private viewing');
  await form.getByLabel('Message').fill('I would like to arrange a private viewing next Saturday morning.');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/inquiries', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Message Received');
  await expect(toast).toContainText(
    "Thank you! Your inquiry has been submitted and saved securely. We'll review it and get back to you shortly via email or phone.",
  );
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  const db = e2eDb();
  const row = db.prepare('select name, phone, subject, message, vehicle_id as vehicleId, status from inquiries where email = ?').get(email);
  db.close();
  expect(row).toEqual({
    name: 'Alexandra Stone',
    phone: '(416) 555-0199',
    subject: 'Private viewing',
    message: 'I would like to arrange a private viewing next Saturday morning.',
    vehicleId: null,
    status: 'new',
  });
});

test('an inquiry from a vehicle page is stored against that vehicle', async ({ page }) => {
  const db = e2eDb();
  const vehicle = db.prepare("select id from vehicles where status = 'available' limit 1").get() as { id: number };
  db.close();
  const email = `vehicle-${Date.now()}@example.com`;
  await page.goto(`/inventory/${vehicle.id}`);
  const form = await inquiryForm(page);
  await form.getByLabel('Full name').fill('Marcus Lee');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message Received');
  // The prefilled subject and message come back after the reset.
  await expect(form.getByLabel('Subject')).toHaveValue('Vehicle Inquiry');
  const check = e2eDb();
  const row = check.prepare('select subject, vehicle_id as vehicleId from inquiries where email = ?').get(email);
  check.close();
  expect(row).toEqual({ subject: 'Vehicle Inquiry', vehicleId: vehicle.id });
});

test('a failed submission shows the destructive error toast and keeps what was typed', async ({ page }) => {
  await page.goto('/contact');
  const form = await inquiryForm(page);
  await page.route('**/api/inquiries', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await form.getByLabel('Full name').fill('Alexandra Stone');
  await form.getByLabel('Email').fill('alex@example.com');
  await form.getByLabel('Subject').fill('Question');
  await form.getByLabel('Message').fill('Is the car still available for viewing?');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('There was a problem submitting your inquiry. Please try again.');
  await expect(form.getByLabel('Full name')).toHaveValue('Alexandra Stone');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
});
