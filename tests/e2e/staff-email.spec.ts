import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { apiCall, loginAs, open } from '../support/e2e-fixtures';

/** The first sign-in step of a staff member without an e-mail address, in a real browser, at each width, without JavaScript too. */

const password = 'a-long-enough-password';

/** A new employee whose address is missing (as accounts made before addresses were asked for). */
async function employeeWithoutEmail(page: Page): Promise<string> {
  await loginAs(page, 'admin');
  const username = `e2e.noemail.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await apiCall(page, 'POST', '/api/users', { username, password, role: 'employee', email: `${username}@example.com` });
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'dealership.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.prepare('update users set email = null where id = ?').run(created.id);
  db.close();
  await page.context().clearCookies();
  return username;
}

async function signIn(page: Page, username: string) {
  await open(page, '/employee/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

for (const width of [390, 820, 1440]) {
  test(`at ${width} px: asked for the address on signing in, refused when invalid, then on to the portal`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const username = await employeeWithoutEmail(page);
    await signIn(page, username);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address' })).toBeVisible();
    await expect(page).toHaveURL(/\/employee\/email\?next=/);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`staff-email-${width}.png`), fullPage: true });

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // The refused post answers 400 (as every refused form does), which the browser logs as a failed resource: nothing else may be logged.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    errors.length = 0;

    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/employee$/);
    const db = e2eDb();
    expect(db.prepare('select email from users where username = ?').get(username)).toEqual({ email: `${username}@example.com` });
    db.close();
    expect(errors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('an employee puts it off, and goes on to the page asked for', async ({ page }) => {
    const username = await employeeWithoutEmail(page);
    // Sign in through the API (the sign-in form is an island), then ask for a page.
    const res = await page.request.post('/api/auth/login', { data: { username, password } });
    expect(res.status()).toBe(200);
    await page.goto('/employee/inquiries');
    await expect(page).toHaveURL(/\/employee\/email\?next=%2Femployee%2Finquiries/);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page).toHaveURL(/\/employee\/inquiries$/);
  });
});
