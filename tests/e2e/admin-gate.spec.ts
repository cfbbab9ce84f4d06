import { expect, test, type Page } from '@playwright/test';
import { TEST_ACCOUNTS } from '../support/test-server';
import { expectToast, open } from '../support/e2e-fixtures';

const admin = TEST_ACCOUNTS.admin;

async function enterPassword(page: Page, password: string) {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Enter' }).click();
}

test.describe('the admin gate', () => {
  test('sends a visitor without a session from any admin page to the gate, with no admin content', async ({ page }) => {
    for (const path of ['/admin', '/admin/inventory', '/admin/analytics', '/admin/marketing', '/admin/settings']) {
      const response = await page.goto(path);
      expect(response?.ok()).toBe(true);
      await expect(page).toHaveURL(`/admin/login?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
    }
    const api = await page.request.get('/api/users');
    expect(api.status()).toBe(401);
  });

  test('refuses a wrong password with the spec message and keeps nothing in browser storage', async ({ page }) => {
    await open(page, '/admin/login');
    await enterPassword(page, 'not-the-admin-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid password. Please try again.');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByLabel('Password')).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain('not-the-admin-password');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('lets the admin in with the right password, to the page asked for, and one sign-in opens every admin screen and the employee portal', async ({
    page,
    context,
  }) => {
    await open(page, '/admin/login?next=%2Fadmin%2Finventory');
    await enterPassword(page, admin.password);
    await expect(page).toHaveURL('/admin/inventory');
    // The spec's toast, on the page that follows (the gate itself is gone by then).
    await expectToast(page, 'Login Successful', `Welcome back, ${admin.firstName} ${admin.lastName}!`);
    await expect(page.getByRole('heading', { name: 'Inventory Manager', level: 1 })).toBeVisible();

    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(admin.password);
    const session = (await context.cookies()).find((c) => c.name.endsWith('session'));
    expect(session?.httpOnly).toBe(true);

    const nav = page.getByRole('navigation');
    for (const [name, href] of [
      ['Dashboard', '/admin'],
      ['Inventory', '/admin/inventory'],
      ['Inquiries', '/admin/inquiries'],
      ['Testimonials', '/admin/testimonials'],
      ['Marketing', '/admin/marketing'],
      ['Analytics', '/admin/analytics'],
      ['Settings', '/admin/settings'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', '/');

    // No second password anywhere: analytics and marketing open straight away.
    for (const [path, heading] of [
      ['/admin/analytics', 'Analytics'],
      ['/admin/marketing', 'Marketing'],
      ['/admin/settings', 'Settings'],
      ['/employee', 'Dashboard'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
  });

  test('an admin already signed in skips the gate', async ({ page }) => {
    await open(page, '/admin/login');
    await enterPassword(page, admin.password);
    await expect(page).toHaveURL('/admin');
    await page.goto('/admin/login?next=%2Fadmin%2Fmarketing');
    await expect(page).toHaveURL('/admin/marketing');
  });

  test('Sign Out ends the session and the admin pages close again', async ({ page }) => {
    await open(page, '/admin/login');
    await enterPassword(page, admin.password);
    await expect(page).toHaveURL('/admin');
    await open(page, '/admin');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin');
  });

  test('an employee session does not open the admin area', async ({ page }) => {
    const res = await page.request.post('/api/auth/login', {
      data: { username: TEST_ACCOUNTS.employee.username, password: TEST_ACCOUNTS.employee.password },
    });
    expect(res.status()).toBe(200);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fsettings');
  });

  test("shows the owner's short wait on the form after many typos on their own device, then lets them in", async ({ page }) => {
    // Eleven failed sign-ins, each answered after the server's fixed delay, then the wait itself.
    test.setTimeout(90_000);
    // The admin's browser signed in before: it holds the device cookie, and keeps it after signing out.
    await open(page, '/admin/login');
    await enterPassword(page, admin.password);
    await expect(page).toHaveURL('/admin');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/admin/login');
    // Ten typos of their own: each one answered as a wrong password, never a lock-out.
    for (let i = 0; i < 10; i++) {
      await enterPassword(page, `typo-${i}`);
      await expect(page.getByRole('alert')).toHaveText('Invalid password. Please try again.');
      await expect(page.getByLabel('Password')).toHaveValue('');
    }
    await enterPassword(page, 'one-more-typo');
    const wait = page.getByRole('alert');
    await expect(wait).toHaveText(/^Too many failed sign-in attempts\. Please try again in [1-5] s\.$/);
    const seconds = Number(/in (\d) s/.exec((await wait.textContent()) ?? '')![1]);
    // Once the wait said has passed, the right password opens the admin area.
    await page.waitForTimeout(seconds * 1000);
    await enterPassword(page, admin.password);
    await expect(page).toHaveURL('/admin');
  });
});
