import { apiCall, createInquiry, createVehicle, expect, expectToast, loginAs, open, test, uniqueVin } from '../support/e2e-fixtures';

// The portal's one form hook (src/islands/lib/use-zod-form.ts): errors from the shared
// schema go as soon as their field is right, and the server's field errors sit under their field.

test('a required-field error in the testimonial form disappears as soon as the field is filled, before submitting again', async ({
  page,
}) => {
  await loginAs(page, 'employee');
  await open(page, '/employee/testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  await dialog.getByRole('button', { name: 'Add Testimonial' }).click();

  const vehicle = dialog.getByLabel('Vehicle');
  const comment = dialog.getByLabel('Comment');
  await expect(dialog.locator('#testimonial-vehicle-error')).toHaveText('Vehicle is required');
  await expect(vehicle).toHaveAttribute('aria-invalid', 'true');
  await expect(vehicle).toHaveAttribute('aria-describedby', 'testimonial-vehicle-error');
  await expect(dialog.locator('#testimonial-comment-error')).toHaveText('Comment must be at least 10 characters.');

  await vehicle.fill('2022 Aston Martin DBX');
  await expect(dialog.locator('#testimonial-vehicle-error')).toHaveCount(0);
  await expect(vehicle).not.toHaveAttribute('aria-invalid', 'true');
  await expect(vehicle).not.toHaveAttribute('aria-describedby', /error/);
  // Only the corrected field clears; a field still wrong keeps its message, and updates as it is typed.
  await expect(dialog.locator('#testimonial-comment-error')).toBeVisible();
  await comment.fill('Too short');
  await expect(dialog.locator('#testimonial-comment-error')).toHaveText('Comment must be at least 10 characters.');
  await comment.fill('Long enough to pass now.');
  await expect(dialog.locator('#testimonial-comment-error')).toHaveCount(0);
  // Emptying a field again brings its message back at once.
  await vehicle.fill('');
  await expect(dialog.locator('#testimonial-vehicle-error')).toHaveText('Vehicle is required');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a wrong current password is shown under its field by the server, and goes once the field is edited', async ({ page }) => {
  await loginAs(page, 'employee');
  await open(page, '/employee/settings');
  const form = page.getByRole('form', { name: 'Change your password' });
  const current = form.getByLabel('Current password');
  await current.fill('not-the-current-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('a-brand-new-password-1');
  await form.getByLabel('Confirm new password').fill('a-brand-new-password-1');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/password') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Change Password' }).click();
  // The schema passed in the browser: the message comes from the server's 400 `errors`.
  const response = await answer;
  expect(response.status()).toBe(400);
  const { errors } = (await response.json()) as { errors: Record<string, string> };
  expect(Object.keys(errors)).toEqual(['currentPassword']);
  await expect(form.locator('#password-current-error')).toHaveText(errors.currentPassword);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAttribute('aria-describedby', 'password-current-error');

  await current.fill('another-guess');
  await expect(form.locator('#password-current-error')).toHaveCount(0);
  await expect(current).not.toHaveAttribute('aria-invalid', 'true');
});

test('a duplicate VIN refused by the server is shown under the VIN field of the vehicle form, and goes once the VIN is edited', async ({
  page,
}) => {
  await loginAs(page, 'employee');
  const token = Date.now().toString(36);
  const first = await createVehicle(page, { model: `Roma ${token}` });
  const second = await createVehicle(page, { model: `Portofino ${token}` });
  await open(page, '/employee/inventory');
  await page.getByRole('button', { name: `Edit ${second.year} ${second.make} ${second.model}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
  const vin = dialog.getByRole('textbox', { name: 'VIN', exact: true });
  await vin.fill(first.vin);
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/vehicles/${second.id}`) && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const response = await answer;
  expect(response.status()).toBe(409);
  await expect(dialog.locator('#vehicle-vin-error')).toHaveText('A vehicle with this VIN already exists');
  await expect(vin).toHaveAttribute('aria-invalid', 'true');
  await expect(vin).toHaveAttribute('aria-describedby', 'vehicle-vin-error');
  await expect(vin).toBeFocused();
  // Nothing else is marked: the other fields were fine.
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);

  await vin.fill(uniqueVin());
  await expect(dialog.locator('#vehicle-vin-error')).toHaveCount(0);
  await expect(vin).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('staff move an appointment to another free time from the calendar, through the reschedule form', async ({ page }) => {
  await loginAs(page, 'employee');
  const today = new Date().toISOString().slice(0, 10);
  const { days } = await apiCall<{ days: { date: string; free: number }[] }>(page, 'GET', `/api/appointments/days?from=${today}&count=14`);
  const day = days.slice(2).find((d) => d.free > 1)!;
  const { slots } = await apiCall<{ slots: { start: string }[] }>(page, 'GET', `/api/appointments/slots?date=${day.date}`);
  const booked = await apiCall<{ id: number; start: string }>(page, 'POST', '/api/appointments', {
    name: 'Moving Client',
    email: 'moving.client@example.com',
    kind: 'viewing',
    start: slots.at(-1)!.start,
  });
  await open(page, `/employee/appointments?week=${day.date}`);
  await page.locator(`[data-appointment="${booked.id}"]`).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  const move = dialog.getByRole('button', { name: 'Move and tell the customer' });
  await expect(move).toBeDisabled();
  const time = dialog.getByLabel('New time');
  await expect(time.locator('option:not([disabled])').first()).toBeAttached();
  const target = await time.locator('option:not([disabled])').first().getAttribute('value');
  await time.selectOption(target!);
  await expect(move).toBeEnabled();
  await move.click();
  await expectToast(page, 'Appointment moved');
  const stored = await apiCall<{ startsAt: string }>(page, 'GET', `/api/appointments/${booked.id}`);
  expect(new Date(stored.startsAt).getTime()).toBe(new Date(target!).getTime());
  expect(new Date(stored.startsAt).getTime()).not.toBe(new Date(booked.start).getTime());
});

test('erasing a customer is the admin’s: the employee portal offers no erase button', async ({ page }) => {
  await loginAs(page, 'employee');
  await open(page, '/employee/inquiries');
  const panel = page.getByRole('form', { name: 'Customer data requests' });
  await expect(panel.getByRole('button', { name: 'Export data' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Erase data…' })).toHaveCount(0);
  await expect(panel).toContainText('Erasing a customer’s data is done by the admin');
});

test('erasing a customer asks the admin for the address again: a mismatch is named under the field, the match erases their leads', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const email = `erase.${Date.now().toString(36)}@example.com`;
  const lead = await createInquiry(page, { email, name: 'Erase Me' });
  await open(page, '/admin/inquiries');
  const panel = page.getByRole('form', { name: 'Customer data requests' });
  await panel.getByLabel("Customer's email").fill(email);
  await panel.getByRole('button', { name: 'Erase data…' }).click();
  const dialog = page.getByRole('dialog', { name: "Erase this customer's data?" });
  await expect(dialog).toContainText(email);
  const confirm = dialog.getByLabel('Type the address again to confirm');
  await confirm.fill(`x${email}`);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog.locator('#customer-data-confirm-error')).toHaveText('The two addresses do not match.');
  expect((await page.request.get(`/api/inquiries/${lead.id}`)).status()).toBe(200);

  await confirm.fill(email.toUpperCase());
  await expect(dialog.locator('#customer-data-confirm-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expectToast(page, 'Customer data erased');
  expect((await page.request.get(`/api/inquiries/${lead.id}`)).status()).toBe(404);
});
