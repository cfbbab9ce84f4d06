import { expect, test } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { consoleErrors, declineCookies, holdIslands, inquiryForm, islandHydrated } from './public-fixtures';

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

test.describe('before and without JavaScript', () => {
  const storedRow = (email: string) => {
    const db = e2eDb();
    try {
      return db.prepare('select name, subject, message, vehicle_id as vehicleId from inquiries where email = ?').get(email);
    } finally {
      db.close();
    }
  };

  test('without JavaScript the form posts, shows the success message after the redirect, and nothing typed reaches a URL', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto('/contact');
    const form = page.locator('[data-inquiry-form]');
    await form.getByLabel('Full name').fill('Noor Haddad');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Private viewing');
    await form.getByLabel('Message').fill('Could I see the car on Saturday morning?');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(/\/contact\?inquiry=sent#inquiry-form$/);
    await expect(page.getByTestId('inquiry-sent')).toContainText('Message Received');
    await expect(page.getByTestId('inquiry-sent')).toContainText('Thank you! Your inquiry has been submitted and saved securely.');
    expect(storedRow(email)).toEqual({
      name: 'Noor Haddad',
      subject: 'Private viewing',
      message: 'Could I see the car on Saturday morning?',
      vehicleId: null,
    });
    expect(urls.filter((u) => u.includes('Noor') || u.includes(encodeURIComponent(email)) || u.includes('nojs-'))).toEqual([]);
    await context.close();
  });

  test('without JavaScript invalid fields are named on the re-rendered form and the values are kept', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const form = page.locator('[data-inquiry-form]');
    await form.getByLabel('Full name').fill('A');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Phone').fill('416 555 0199');
    await form.getByLabel('Message').fill('Too short');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send Inquiry' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page).toHaveURL(/\/contact#inquiry-form$/);
    await expect(form.getByLabel('Full name')).toHaveValue('A');
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters.');
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(form.getByLabel('Subject')).toHaveAccessibleDescription('Subject must be at least 2 characters.');
    await expect(form.getByLabel('Message')).toHaveValue('Too short');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('Message must be at least 10 characters.');
    await expect(form.getByLabel('Phone')).toHaveValue('416 555 0199');
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-invalid');
    await context.close();
  });

  test('a click on Send Inquiry before hydration posts the form (never a GET with the values in the URL)', async ({ page }) => {
    await holdIslands(page);
    const email = `early-${Date.now()}@example.com`;
    // Not waiting for load: the held scripts would delay it.
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('[data-inquiry-form]');
    await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
    await form.getByLabel('Full name').fill('Early Bird');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('Viewing');
    await form.getByLabel('Message').fill('Sent before the page finished loading.');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/contact')),
      form.getByRole('button', { name: 'Send Inquiry' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain('Early');
    await expect(page).toHaveURL(/\/contact\?inquiry=sent#inquiry-form$/);
    expect(storedRow(email)).toMatchObject({ name: 'Early Bird' });
  });

  test('values typed before the vehicle form hydrates are kept after it and sent', async ({ page }) => {
    const errors = consoleErrors(page);
    const db = e2eDb();
    const vehicle = db.prepare("select id from vehicles where status = 'available' limit 1").get() as { id: number };
    db.close();
    const release = await holdIslands(page);
    const email = `typed-early-${Date.now()}@example.com`;
    await page.goto(`/inventory/${vehicle.id}`, { waitUntil: 'commit' });
    const form = page.locator('[data-inquiry-form]');
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('xpath=ancestor::astro-island')).toHaveAttribute('ssr', '');
    await form.getByLabel('Full name').fill('Typed Early');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Typed before the page was interactive: please keep me.');
    release();
    await islandHydrated(form);
    await expect(form.getByLabel('Full name')).toHaveValue('Typed Early');
    await expect(form.getByLabel('Message')).toHaveValue('Typed before the page was interactive: please keep me.');
    await expect(form.getByLabel('Subject')).toHaveValue('Vehicle Inquiry');
    // The hydrated form (JSON API and toast, no navigation) sends what is on screen.
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByTestId('toast')).toContainText('Message Received');
    await expect(page).toHaveURL(new RegExp(`/inventory/${vehicle.id}$`));
    expect(storedRow(email)).toEqual({
      name: 'Typed Early',
      subject: 'Vehicle Inquiry',
      message: 'Typed before the page was interactive: please keep me.',
      vehicleId: vehicle.id,
    });
    expect(errors).toEqual([]);
  });
});
