import { expect, test } from '@playwright/test';
import { acceptAll, cookieMap, countEventRequests, countEvents, fixtureVehicles, TRACKING_COOKIES, visit } from './consent-fixtures';

let ids: ReturnType<typeof fixtureVehicles>;
test.beforeAll(() => {
  ids = fixtureVehicles();
});

test('the banner appears after a second when nothing was decided, and not again after a choice', async ({ page }) => {
  // Note when the banner is revealed, in page time (ms since navigation start).
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records)
        if ((r.target as Element).id === 'consent-banner' && !(r.target as Element).hasAttribute('hidden'))
          (window as any).bannerShownAt ??= performance.now();
    }).observe(document, { attributes: true, attributeFilter: ['hidden'], subtree: true });
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible({ timeout: 5000 });
  expect(await page.evaluate(() => (window as any).bannerShownAt)).toBeGreaterThanOrEqual(1000);
  for (const name of ['Decline', 'Customize', 'Accept All']) await expect(banner.getByRole('button', { name })).toBeVisible();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-preferences'))).toBe(
    JSON.stringify({ necessary: true, analytics: false, marketing: false, personalization: false }),
  );
  await visit(page, '/inventory');
  await page.waitForTimeout(1200);
  await expect(banner).toBeHidden();
});

test('declining sets no tracking cookie and sends no event while browsing', async ({ page, context }) => {
  const eventRequests = await countEventRequests(page);
  const before = countEvents();
  await visit(page, '/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  for (const url of ['/inventory', `/inventory/${ids.porsche}`, `/inventory/${ids.bentley}`, '/inventory?make=Porsche', '/'])
    await visit(page, url);
  const names = [...(await cookieMap(context)).keys()];
  expect(names.filter((n) => TRACKING_COOKIES.includes(n))).toEqual([]);
  expect(names).toContain('cookie_consent');
  expect(await eventRequests()).toBe(0);
  await page.close({ runBeforeUnload: true });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(countEvents()).toBe(before);
});

test('the preferences dialog: necessary locked, focus kept inside, Escape cancels and focus returns', async ({ page }) => {
  await visit(page, '/');
  const customize = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Customize' });
  await customize.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /Necessary/ })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: /Necessary/ })).toBeDisabled();
  for (const name of [/Analytics/, /Marketing/, /Personalization/]) await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  for (const name of ['Cancel', 'Save Preferences', 'Accept All']) await expect(dialog.getByRole('button', { name })).toBeVisible();

  // Tab through more elements than the dialog holds: focus never leaves it.
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

  await dialog.getByRole('switch', { name: /Analytics/ }).check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(customize).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('cookie-preferences'))).toBeNull();
});

test('withdrawing consent from the footer deletes the tracking cookies at once', async ({ page, context }) => {
  await acceptAll(page);
  await visit(page, `/inventory/${ids.porsche}`);
  await visit(page, '/inventory?category=sports-cars');
  await visit(page, '/?utm_source=google&utm_medium=cpc&utm_campaign=withdraw-test');
  const set = [...(await cookieMap(context)).keys()].filter((n) => TRACKING_COOKIES.includes(n));
  expect(set).toEqual(
    expect.arrayContaining([
      'session_data',
      'visit_count',
      'recently_viewed',
      'popular_vehicles',
      'utm_params',
      'visit_sources',
      'filter_preferences',
    ]),
  );

  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  for (const name of [/Analytics/, /Marketing/, /Personalization/]) await expect(dialog.getByRole('switch', { name })).toBeChecked();
  for (const name of [/Analytics/, /Marketing/, /Personalization/]) await dialog.getByRole('switch', { name }).uncheck();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();

  const left = [...(await cookieMap(context)).keys()].filter((n) => TRACKING_COOKIES.includes(n));
  expect(left).toEqual([]);
  expect(decodeURIComponent((await cookieMap(context)).get('cookie_consent')!)).toBe(
    '{"necessary":true,"analytics":false,"marketing":false,"personalization":false}',
  );
  await expect(page.locator('[data-recently-viewed]')).toBeHidden();
});

test('the banner and the dialog have no serious accessibility problem', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.goto('/inventory');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 5000 });
  const serious = (r: { violations: { impact?: string | null; id: string }[] }) =>
    r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(serious(await new AxeBuilder({ page }).include('#consent-banner').analyze())).toEqual([]);
  await page.getByRole('button', { name: 'Customize' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
  await page.waitForTimeout(400); // the opening fade
  expect(serious(await new AxeBuilder({ page }).include('#cookie-preferences').analyze())).toEqual([]);
});

test.describe('the banner leaves the page usable', () => {
  test('on a phone it takes at most a fifth of the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible({ timeout: 5000 });
    const box = (await banner.boundingBox())!;
    expect(box.height / 844).toBeLessThanOrEqual(0.2);
    // Scrolled down, the back-to-top button sits above the banner, not under it.
    await page.mouse.wheel(0, 1200);
    const top = page.getByRole('link', { name: 'Back to top' });
    await expect(top).toHaveAttribute('data-visible', '');
    await expect.poll(async () => (await top.boundingBox())!.y + (await top.boundingBox())!.height).toBeLessThanOrEqual(box.y);
  });

  for (const [width, height] of [
    [820, 1180],
    [1024, 768],
    [1440, 900],
  ]) {
    test(`on a tablet or a desktop (${width}×${height}) it does not cover the back-to-top button`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible({ timeout: 5000 });
      await page.mouse.wheel(0, 1200);
      const top = page.getByRole('link', { name: 'Back to top' });
      await expect(top).toHaveAttribute('data-visible', '');
      const a = (await banner.boundingBox())!;
      const b = (await top.boundingBox())!;
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `banner ${JSON.stringify(a)} vs button ${JSON.stringify(b)}`).toBe(false);
      await top.click();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    });
  }
});
