// The Customers screen (issue 40): the list searched by phone in another format, the customer's timeline, a note
// written from it, at the three widths, accessible and without console errors.
import AxeBuilder from '@axe-core/playwright';
import { apiCall, createInquiry, expect, loginAs, open, test } from '../support/e2e-fixtures';

const WIDTHS = [390, 820, 1440] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const width of WIDTHS) {
  test(`lists customers, opens one and writes a note on the timeline at ${width} px`, async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, width === 1440 ? 'admin' : 'employee');
    const token = `${width}${Date.now().toString(36)}`;
    const digits = String(Date.now()).slice(-4);
    const email = `timeline.${token}@example.com`;
    await createInquiry(page, { name: `Eleanor Vance ${token}`, email, phone: `(416) 555-${digits}`, subject: `First visit ${token}` });
    await createInquiry(page, { name: `Eleanor Vance ${token}`, email: email.toUpperCase(), subject: `Second question ${token}` });

    const area = width === 1440 ? 'admin' : 'employee';
    await open(page, `/${area}/customers`);
    await expect(page.locator(`nav a[href="/${area}/customers"]`).first()).toBeAttached();
    await page.getByLabel('Search customers').fill(`+1 416 555 ${digits}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const open_ = page.getByRole('button', { name: new RegExp(`Open Eleanor Vance ${token}`) });
    await expect(open_).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`customers-list-${width}.png`), fullPage: true });
    const listAxe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(listAxe.violations).toEqual([]);

    await open_.click();
    const dialog = page.getByRole('dialog');
    const timeline = dialog.getByTestId('customer-timeline');
    // Both leads on one timeline, newest first.
    await expect(timeline.locator('li[data-kind="lead"]')).toHaveCount(2);
    await expect(timeline.locator('li[data-kind="lead"]').first()).toContainText(`Second question ${token}`);
    await dialog.getByRole('textbox', { name: 'Add a note' }).fill(`Prefers a Saturday viewing ${token}`);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline.locator('li').first()).toContainText(`Prefers a Saturday viewing ${token}`);
    await page.screenshot({ path: testInfo.outputPath(`customer-timeline-${width}.png`), fullPage: true });
    const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(AXE_TAGS).analyze();
    expect(dialogAxe.violations).toEqual([]);
    // The note is stored: the API's timeline has it too.
    const customers = await apiCall<{ items: { id: number }[] }>(page, 'GET', `/api/customers?search=${encodeURIComponent(email)}`);
    const detail = await apiCall<{ timeline: { kind: string; detail: string | null }[] }>(
      page,
      'GET',
      `/api/customers/${customers.items[0].id}`,
    );
    expect(detail.timeline[0]).toMatchObject({ kind: 'note', detail: `Prefers a Saturday viewing ${token}` });
    expect(errors).toEqual([]);
  });
}
