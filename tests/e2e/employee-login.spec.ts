import { expect, test } from '@playwright/test';
import { TEST_ACCOUNTS } from '../support/test-server';
import { expectToast, loginAs, open, waitForIslands } from '../support/e2e-fixtures';

const staff = TEST_ACCOUNTS.employee;

async function signIn(page: import('@playwright/test').Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('employee sign-in', () => {
  test('signs a staff member in with a welcome toast and lands on the dashboard', async ({ page }) => {
    await open(page, '/employee/login');
    await signIn(page, staff.username, staff.password);
    await expect(page).toHaveURL(/\/employee$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectToast(page, 'Login Successful', `Welcome back, ${staff.firstName} ${staff.lastName}!`);
    await expect(page.getByTestId('portal-user-name')).toHaveText(`${staff.firstName} ${staff.lastName}`);
  });

  test('says so when the password is wrong', async ({ page }) => {
    await open(page, '/employee/login');
    await signIn(page, staff.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
    await expect(page).toHaveURL(/\/employee\/login/);
  });

  test('turns away an account that is not staff', async ({ page }) => {
    await open(page, '/employee/login');
    await signIn(page, TEST_ACCOUNTS.customer.username, TEST_ACCOUNTS.customer.password);
    await expect(page.getByRole('alert')).toHaveText('Access denied. You do not have permission to access the employee portal.');
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });

  test('explains a network failure', async ({ page }) => {
    await open(page, '/employee/login');
    await page.route('**/api/auth/login', (route) => route.abort());
    await signIn(page, staff.username, staff.password);
    await expect(page.getByRole('alert')).toHaveText('An error occurred during login. Please try again.');
  });

  test('asks for both fields before calling the server', async ({ page }) => {
    await open(page, '/employee/login');
    let called = false;
    await page.route('**/api/auth/login', (route) => {
      called = true;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(called).toBe(false);
  });

  test('sends a visitor without a session to sign in, then back to the page they asked for', async ({ page }) => {
    await page.goto('/employee/inquiries');
    await expect(page).toHaveURL(/\/employee\/login\?next=%2Femployee%2Finquiries$/);
    await open(page, page.url());
    await signIn(page, staff.username, staff.password);
    await expect(page).toHaveURL(/\/employee\/inquiries$/);
    await expect(page.getByRole('heading', { name: 'Customer Inquiries' })).toBeVisible();
  });

  test('signs out with a Logged Out toast and locks the portal again', async ({ page }) => {
    await open(page, '/employee/login');
    await signIn(page, staff.username, staff.password);
    await expect(page).toHaveURL(/\/employee$/);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/employee\/login$/);
    await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
    await page.goto('/employee/inventory');
    await expect(page).toHaveURL(/\/employee\/login\?next=/);
  });

  test('a signed-in staff member who opens the sign-in page goes straight on, never off-site', async ({ page }) => {
    await loginAs(page, 'employee');
    await page.goto('/employee/login?next=%2Femployee%2Freports');
    await expect(page).toHaveURL(/\/employee\/reports$/);
    await page.goto('/employee/login?next=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/employee$/);
  });
});
