import { expect, test } from '@playwright/test';
import { acceptAll, cookieMap, countEventRequests, countEvents, fixtureVehicles, jsonCookie, visit } from './consent-fixtures';

let ids: ReturnType<typeof fixtureVehicles>;
test.beforeAll(() => {
  ids = fixtureVehicles();
});

const cardIds = (section: import('@playwright/test').Locator) =>
  section.locator('[data-testid="vehicle-card"]').evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.vehicleId)));

test('after accepting, recently viewed lists vehicles newest first and the vehicle page leaves out the current one', async ({
  page,
  context,
}) => {
  await acceptAll(page);
  for (const key of ['porsche', 'bentley', 'ferrari', 'cayenne'] as const) await visit(page, `/inventory/${ids[key]}`);
  expect(await jsonCookie(context, 'recently_viewed')).toEqual([ids.cayenne, ids.ferrari, ids.bentley, ids.porsche]);

  const others = page.locator('[data-recently-viewed]');
  await expect(others.locator('[data-testid="vehicle-card"]')).toHaveCount(3);
  expect(await cardIds(others)).toEqual([ids.ferrari, ids.bentley, ids.porsche]);
  await expect(others.locator(`[data-vehicle-id="${ids.ferrari}"] [data-testid="vehicle-price"]`)).toHaveText('Price Hidden');

  await visit(page, '/');
  const home = page.getByRole('region', { name: 'Recently Viewed Vehicles' });
  await expect(home.locator('[data-testid="vehicle-card"]')).toHaveCount(4);
  expect(await cardIds(home)).toEqual([ids.cayenne, ids.ferrari, ids.bentley, ids.porsche]);

  const recommended = page.getByRole('region', { name: 'Recommended For You' });
  await expect(recommended).toBeVisible();
  // Spec: every recommended card has the 'Popular' badge (it showed on 2 of 4).
  const cards = recommended.locator('[data-testid="vehicle-card"]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  await expect(recommended.getByText('Popular', { exact: true })).toHaveCount(count);
  for (let i = 0; i < count; i++) await expect(cards.nth(i).getByText('Popular', { exact: true })).toBeVisible();
  await expect(recommended.getByText(/browsing history/)).toBeVisible();
});

test('personalisation only: recently viewed works, no analytics cookie and no event', async ({ page, context }) => {
  const eventRequests = await countEventRequests(page);
  const before = countEvents();
  await visit(page, '/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await dialog.getByRole('switch', { name: /Personalization/ }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await page.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
  await visit(page, `/inventory/${ids.bentley}`);
  await visit(page, `/inventory/${ids.rolls}`);
  await visit(page, '/');
  await expect(page.getByRole('region', { name: 'Recently Viewed Vehicles' }).locator('[data-testid="vehicle-card"]')).toHaveCount(2);
  expect(await eventRequests()).toBe(0);
  await page.close({ runBeforeUnload: true });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cookies = await cookieMap(context);
  expect(JSON.parse(decodeURIComponent(cookies.get('recently_viewed')!))).toEqual([ids.rolls, ids.bentley]);
  for (const name of ['session_data', 'visit_count', 'popular_vehicles', 'viewed_count', 'visit_sources', 'utm_params', 'ab_variant'])
    expect(cookies.has(name), name).toBe(false);
  expect(countEvents()).toBe(before);
});

test('a corrupted recently viewed cookie reads as empty and is repaired', async ({ page, context, baseURL }) => {
  await acceptAll(page);
  await context.addCookies([{ name: 'recently_viewed', value: '%7Bgarbage', url: baseURL! }]);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await visit(page, '/');
  await expect(page.locator('[data-recently-viewed]')).toBeHidden();
  expect((await cookieMap(context)).has('recently_viewed')).toBe(false);
  await visit(page, `/inventory/${ids.porsche}`);
  expect(await jsonCookie(context, 'recently_viewed')).toEqual([ids.porsche]);

  await context.addCookies([
    { name: 'recently_viewed', value: encodeURIComponent(JSON.stringify([ids.bentley, 'x', -4, 99999999, ids.bentley])), url: baseURL! },
  ]);
  await visit(page, '/');
  // The id of a vehicle that does not exist drops out once the block has looked it up.
  await expect(page.getByRole('region', { name: 'Recently Viewed Vehicles' }).locator('[data-testid="vehicle-card"]')).toHaveCount(1);
  await expect.poll(() => jsonCookie(context, 'recently_viewed')).toEqual([ids.bentley]);
  expect(errors).toEqual([]);
});

test('remembered filters come back on a bare /inventory, once, and never over a category or search', async ({ page, context }) => {
  await acceptAll(page);
  await visit(page, '/inventory?make=Porsche&sort=price-desc');
  expect(await jsonCookie(context, 'filter_preferences')).toEqual({ make: 'Porsche', sort: 'price-desc' });

  const fresh = await context.newPage();
  await fresh.goto('/inventory?category=convertibles');
  await fresh.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
  expect(new URL(fresh.url()).search).toBe('?category=convertibles');
  await fresh.close();

  const tab = await context.newPage();
  await context.addCookies([
    {
      name: 'filter_preferences',
      value: encodeURIComponent(JSON.stringify({ make: 'Porsche', sort: 'price-desc' })),
      url: new URL(page.url()).origin,
    },
  ]);
  await tab.goto('/inventory');
  await expect(tab).toHaveURL(/\/inventory\?make=Porsche&sort=price-desc$/);
  // Clearing the filters afterwards stays cleared (no loop) and forgets them.
  await tab.goto('/inventory');
  await tab.locator('html[data-consent-ready]').waitFor({ state: 'attached' });
  expect(new URL(tab.url()).search).toBe('');
  await expect.poll(async () => (await cookieMap(context)).has('filter_preferences')).toBe(false);
});
