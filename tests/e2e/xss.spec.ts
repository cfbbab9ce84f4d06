import { expect, test, type Page } from '@playwright/test';
import { TEST_ACCOUNTS } from '../support/test-server';

// Stored text must show as text: markup a visitor types into a testimonial or an
// inquiry is displayed literally to the public and to staff, and never runs.
const PAYLOAD = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';

/** Fails the test if any alert/confirm/prompt opens on the page. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return opened;
}

async function expectShownLiterally(page: Page, text: string, opened: string[]) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  // The markup became no element: no <img src=x>, no injected <script>.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script').evaluateAll((nodes) => nodes.filter((n) => n.textContent?.includes('alert(2)')).length)).toBe(0);
  expect(opened).toEqual([]);
}

test('a testimonial with markup shows as text on the home and about pages and runs nothing', async ({ page, request }) => {
  const token = `xss${Date.now().toString(36)}`;
  const login = await request.post('/api/auth/login', {
    data: { username: TEST_ACCOUNTS.employee.username, password: TEST_ACCOUNTS.employee.password },
  });
  expect(login.status()).toBe(200);
  const created = await request.post('/api/testimonials', {
    data: {
      name: `Eve ${token} ${PAYLOAD}`,
      vehicle: `2022 ${SCRIPT}`,
      rating: 5,
      comment: `Great service ${token} ${PAYLOAD} ${SCRIPT}`,
      isApproved: true,
    },
  });
  expect(created.status()).toBe(201);

  const opened = watchDialogs(page);
  for (const path of ['/', '/about']) {
    await page.goto(path);
    await expectShownLiterally(page, `Great service ${token} ${PAYLOAD}`, opened);
  }
});

test('an inquiry with markup shows as text in the employee inquiry list and its details, and runs nothing', async ({ page }) => {
  const token = `xss${Date.now().toString(36)}`;
  const posted = await page.request.post('/api/inquiries', {
    data: {
      name: `Mallory ${PAYLOAD}`,
      email: `${token}@example.com`,
      subject: `Subject ${token} ${PAYLOAD}`,
      message: `Message ${token} ${PAYLOAD} ${SCRIPT}`,
    },
  });
  expect(posted.status()).toBe(201);
  const login = await page.request.post('/api/auth/login', {
    data: { username: TEST_ACCOUNTS.employee.username, password: TEST_ACCOUNTS.employee.password },
  });
  expect(login.status()).toBe(200);

  const opened = watchDialogs(page);
  await page.goto('/employee/inquiries');
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expectShownLiterally(page, `Subject ${token} ${PAYLOAD}`, opened);
  await expectShownLiterally(page, `Mallory ${PAYLOAD}`, opened);

  // The details dialog shows the whole message.
  const row = page.getByRole('row').filter({ hasText: token });
  await row.getByRole('button', { name: /view/i }).click();
  await expectShownLiterally(page, `Message ${token} ${PAYLOAD} ${SCRIPT}`, opened);
});

test('markup in the inventory query shows nowhere as an element and runs nothing', async ({ page }) => {
  const opened = watchDialogs(page);
  const payload = `"><img src=x onerror=alert(1)>${SCRIPT}`;
  for (const name of ['search', 'category', 'make', 'model']) {
    await page.goto(`/inventory?${name}=${encodeURIComponent(payload)}`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('script').evaluateAll((nodes) => nodes.filter((n) => n.textContent?.includes('alert(2)')).length)).toBe(0);
  }
  // The search box gives the text back as typed.
  await page.goto(`/inventory?search=${encodeURIComponent(payload)}`);
  await expect(page.locator('input[name="search"]').first()).toHaveValue(payload);
  expect(opened).toEqual([]);
});
