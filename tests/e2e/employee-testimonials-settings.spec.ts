import { TEST_ACCOUNTS } from '../support/test-server';
import { apiCall, E2E_ORIGIN, expect, expectToast, loginAs, open, test } from '../support/e2e-fixtures';

const token = Date.now().toString(36);

test('approving a testimonial puts it on the public site; unapproving takes it down', async ({ page }) => {
  // A visitor sends one through the public endpoint: it waits for approval.
  const name = `Visitor ${token}`;
  const created = await apiCall(page, 'POST', '/api/testimonials', {
    name,
    vehicle: '2019 Ferrari 812 Superfast',
    rating: 5,
    comment: 'A wonderful, unhurried experience from start to finish.',
  });
  expect(created.isApproved).toBe(false);
  const publicNames = async () => ((await (await page.request.get('/api/testimonials')).json()) as { name: string }[]).map((t) => t.name);
  expect(await publicNames()).not.toContain(name);

  await loginAs(page, 'employee');
  await open(page, '/employee/testimonials');
  const pending = page.getByRole('region', { name: 'Pending testimonials' });
  await expect(pending).toContainText(name);
  await pending.getByRole('button', { name: `Approve testimonial from ${name}` }).click();
  await expectToast(page, 'Testimonial Approved');
  const approved = page.getByRole('region', { name: 'Approved testimonials' });
  await expect(approved).toContainText(name);

  // The public list is read without the staff cookie.
  const anonymous = await page.context().browser()!.newContext();
  const publicList = await anonymous.request.get(`${E2E_ORIGIN}/api/testimonials`);
  expect(((await publicList.json()) as { name: string }[]).map((t) => t.name)).toContain(name);

  await approved.getByRole('button', { name: `Unapprove testimonial from ${name}` }).click();
  await expectToast(page, 'Testimonial Unapproved');
  await expect(pending).toContainText(name);
  const after = await anonymous.request.get(`${E2E_ORIGIN}/api/testimonials`);
  expect(((await after.json()) as { name: string }[]).map((t) => t.name)).not.toContain(name);
  await anonymous.close();
});

test('staff add a testimonial received by phone, approved at once, then edit and delete it', async ({ page }) => {
  await loginAs(page, 'employee');
  await open(page, '/employee/testimonials');
  const name = `Phone Client ${token}`;
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  await dialog.getByLabel('Client Name').fill(name);
  await dialog.getByLabel('Vehicle').fill('2022 Bentley Bentayga');
  await dialog.getByLabel('Rating').selectOption('4');
  await dialog.getByLabel('Comment').fill('Short');
  await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(dialog.getByText('Comment must be at least 10 characters.')).toBeVisible();
  await dialog.getByLabel('Comment').fill('They found exactly the car I described on the phone.');
  await expect(dialog.getByLabel(/Approved/)).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
  await expectToast(page, 'Testimonial Added');
  const approved = page.getByRole('region', { name: 'Approved testimonials' });
  await expect(approved).toContainText(name);

  await approved.getByRole('button', { name: `Edit testimonial from ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await edit.getByLabel('Vehicle').fill('2023 Bentley Bentayga EWB');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Testimonial Updated');
  await expect(approved).toContainText('2023 Bentley Bentayga EWB');

  await approved.getByRole('button', { name: `Delete testimonial from ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Testimonial Deleted');
  await expect(page.getByTestId('testimonial-card').filter({ hasText: name })).toHaveCount(0);
});

test('changing the password: the old one stops working, the new one works, and this browser stays signed in on a new session', async ({
  page,
  browser,
}) => {
  const account = TEST_ACCOUNTS.admin; // its own account, so other tests keep signing in as staff
  const newPassword = `a-new-long-password-${token}`;
  await loginAs(page, 'admin');
  await open(page, '/employee/settings');
  const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === 'session')?.value;
  const before = await sessionCookie();
  expect(before).toBeTruthy();
  await page.getByLabel('Current password').fill('wrong-password-here');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.locator('#password-current-error')).toBeVisible();

  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed');
  await expect(page.getByLabel('Current password')).toHaveValue('');
  // The answer rotated the session: the browser holds the new cookie and the portal goes on working with it.
  const after = await sessionCookie();
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await open(page, '/employee/settings');
  await expect(page).toHaveURL(/\/employee\/settings$/);
  await expect(page.getByLabel('Current password')).toBeVisible();

  const fresh = await browser.newContext();
  try {
    const old = await fresh.request.post(`${E2E_ORIGIN}/api/auth/login`, {
      data: { username: account.username, password: account.password },
    });
    expect(old.status()).toBe(401);
    const works = await fresh.request.post(`${E2E_ORIGIN}/api/auth/login`, { data: { username: account.username, password: newPassword } });
    expect(works.status()).toBe(200);
  } finally {
    // Put the known password back for later test files.
    await apiCall(page, 'PUT', '/api/auth/password', {
      currentPassword: newPassword,
      newPassword: account.password,
      confirmPassword: account.password,
    });
    await fresh.close();
  }
});
