import { expect, test, type Browser, type Page } from '@playwright/test';
import { TEST_ACCOUNTS, e2eDb } from '../support/test-server';
import { expectToast, loginAs, open } from '../support/e2e-fixtures';

/** Signs in on the employee login page in a fresh browser context; returns that page. */
async function employeeSignIn(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, '/employee/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page;
}

function accountRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Staff accounts' }).getByRole('row', { name: new RegExp(name) });
}

test.describe('staff accounts in admin settings', () => {
  test('an admin adds an employee, who can then sign in to the portal; a reset password replaces the old one; a disabled account is refused until enabled', async ({
    page,
    browser,
  }) => {
    // Five password hashes and four sign-ins: argon2 is slow on purpose.
    test.setTimeout(120_000);
    const username = `giulia.${Date.now().toString(36)}`;
    const firstPassword = 'first-password-123';
    const secondPassword = 'second-password-456';

    await loginAs(page, 'admin');
    await open(page, '/admin/settings');
    await page.getByRole('button', { name: 'Add employee' }).click();
    const add = page.getByRole('dialog', { name: 'Add a staff account' });
    await add.getByLabel('First name').fill('Giulia');
    await add.getByLabel('Last name').fill('Moretti');
    await add.getByLabel('Username').fill(username);
    await add.getByLabel('Email').fill('giulia@example.com');
    await expect(add.getByLabel('Role')).toHaveValue('employee');
    await add.getByLabel('Password').fill('short');
    await add.getByRole('button', { name: 'Create account' }).click();
    await expect(add.getByText('Password must be at least 10 characters')).toBeVisible();
    await add.getByLabel('Password').fill(firstPassword);
    await add.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, 'Account created', `${username} can now sign in to the employee portal.`);
    const row = accountRow(page, 'Giulia Moretti');
    await expect(row).toContainText('Employee');
    await expect(row).toContainText('Active');

    const db = e2eDb();
    expect(db.prepare('select role, disabled, email from users where username = ?').get(username)).toEqual({
      role: 'employee',
      disabled: 0,
      email: 'giulia@example.com',
    });
    db.close();

    // The new employee signs in to the portal.
    const staff = await employeeSignIn(browser, username, firstPassword);
    await expect(staff).toHaveURL(/\/employee$/);
    await expect(staff.getByTestId('portal-user-name')).toHaveText('Giulia Moretti');

    // Reset: the employee's session ends, the new password works.
    await row.getByRole('button', { name: 'Reset password for Giulia Moretti' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByLabel('New password').fill(secondPassword);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Password reset');
    expect((await staff.request.get('/api/auth/me')).status()).toBe(401);
    await staff.context().close();
    const again = await employeeSignIn(browser, username, secondPassword);
    await expect(again).toHaveURL(/\/employee$/);

    // Disable: signed out at once and refused at the door.
    await row.getByRole('button', { name: 'Disable Giulia Moretti' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable Giulia Moretti?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expectToast(page, 'Account disabled');
    await expect(row).toContainText('Disabled');
    expect((await again.request.get('/api/auth/me')).status()).toBe(401);
    await again.context().close();
    const refused = await employeeSignIn(browser, username, secondPassword);
    await expect(refused.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
    await expect(refused).toHaveURL(/\/employee\/login/);
    await refused.context().close();

    // Enable again.
    await row.getByRole('button', { name: 'Enable Giulia Moretti' }).click();
    await expectToast(page, 'Account enabled');
    await expect(row).toContainText('Active');
    const back = await employeeSignIn(browser, username, secondPassword);
    await expect(back).toHaveURL(/\/employee$/);
    await back.context().close();
  });

  test('the admin cannot disable their own account from the list', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/admin/settings');
    const self = accountRow(page, `${TEST_ACCOUNTS.admin.firstName} ${TEST_ACCOUNTS.admin.lastName}`);
    await expect(self).toContainText('(you)');
    await expect(self.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
  });

  test('a taken username is named under its field', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/admin/settings');
    await page.getByRole('button', { name: 'Add employee' }).click();
    const add = page.getByRole('dialog', { name: 'Add a staff account' });
    await add.getByLabel('Username').fill(TEST_ACCOUNTS.employee.username);
    await add.getByLabel('Email').fill('another.person@example.com');
    await add.getByLabel('Password').fill('a-long-enough-password');
    await add.getByRole('button', { name: 'Create account' }).click();
    await expect(add.getByText('That username is already taken.')).toBeVisible();
  });
});

test.describe('the admin’s own password and the dealer details', () => {
  test('updates the dealer contact details the public site reads', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/admin/settings');
    const form = page.getByRole('form', { name: 'Dealer contact details' });
    await expect(form.getByLabel('Phone')).not.toHaveValue('');
    const original = await (await page.request.get('/api/settings/dealer')).json();
    await form.getByLabel('Phone').fill('(905) 555-0199');
    await form.getByRole('button', { name: 'Add a line' }).click();
    await form.getByLabel(`Days, line ${original.hours.length + 1}`).fill('Holidays');
    await form.getByLabel(`Hours, line ${original.hours.length + 1}`).fill('Closed');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expectToast(page, 'Details saved');
    const saved = await (await page.request.get('/api/settings/dealer')).json();
    expect(saved.phoneDisplay).toBe('(905) 555-0199');
    expect(saved.hours.at(-1)).toEqual({ days: 'Holidays', text: 'Closed' });
    // Put them back for the other tests.
    expect((await page.request.put('/api/settings/dealer', { data: original })).status()).toBe(200);
  });

  test('asks for the current password and a matching confirmation', async ({ page }) => {
    await loginAs(page, 'admin');
    await open(page, '/admin/settings');
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('wrong-current-password');
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-password-1');
    await form.getByLabel('Confirm new password').fill('brand-new-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
  });
});
