import { expect, test, type Page } from '@playwright/test';
import { publishedPrice } from '#src/lib/pricing/all-in';
import { declineCookies, idleIslandsReady, pricingInDb, vehiclesInDb } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

const cardIds = (page: Page) =>
  page.getByTestId('vehicle-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-vehicle-id'))));
const cardPrices = async (page: Page) =>
  // All-in prices may carry cents; 'Sold' and 'Price on request' read as 0.
  (await page.getByTestId('vehicle-price').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')) || 0);

test('without filters the inventory lists every vehicle but the sold ones, 24 a page', async ({ page }) => {
  const unsold = vehiclesInDb().filter((v) => v.status !== 'sold');
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Inventory' })).toBeVisible();
  await expect(page.getByTestId('results-summary')).toHaveText(`Showing 1–${Math.min(24, unsold.length)} of ${unsold.length} vehicles`);
  const ids = await cardIds(page);
  expect(ids.length).toBe(Math.min(24, unsold.length));
  for (const id of ids) expect(unsold.some((v) => v.id === id)).toBe(true);
  await expect(page.getByTestId('vehicle-price').filter({ hasText: 'Sold' })).toHaveCount(0);
});

test('filters from the URL: category title and breadcrumbs, status=sold shows sold cars marked Sold', async ({ page }) => {
  const all = vehiclesInDb();
  await page.goto('/inventory?category=convertibles');
  await expect(page.getByRole('heading', { level: 1, name: 'Convertibles' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Inventory' })).toBeVisible();
  await expect(crumbs.getByText('Convertibles')).toHaveAttribute('aria-current', 'page');
  const convertibles = all.filter((v) => v.category === 'convertibles' && v.status !== 'sold').map((v) => v.id);
  expect((await cardIds(page)).sort()).toEqual(convertibles.sort());

  await page.goto('/inventory?status=sold');
  const sold = all.filter((v) => v.status === 'sold');
  await expect(page.getByTestId('vehicle-card')).toHaveCount(sold.length);
  await expect(page.getByTestId('vehicle-price').filter({ hasText: /^Sold$/ })).toHaveCount(sold.length);
  await expect(page.getByTestId('vehicle-card').first().locator('[data-status="sold"]')).toHaveText('Sold');

  await page.goto('/inventory?status=all');
  await expect(page.getByTestId('results-summary')).toContainText(`of ${all.length} vehicles`);
});

test('filters through the form update the results and the URL without a page load', async ({ page }) => {
  const all = vehiclesInDb();
  await page.goto('/inventory');
  await idleIslandsReady(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByLabel('Make').selectOption('Porsche');
  await expect(page).toHaveURL(/\/inventory\?make=Porsche$/);
  const porsches = all.filter((v) => v.make === 'Porsche' && v.status !== 'sold');
  await expect(page.getByTestId('vehicle-card')).toHaveCount(porsches.length);
  for (const title of await page.getByTestId('vehicle-card').getByRole('heading').allTextContents()) expect(title).toContain('Porsche');

  await page.getByLabel('Maximum price').selectOption('300000');
  await expect(page).toHaveURL(/make=Porsche&priceMax=300000|priceMax=300000.*make=Porsche/);
  const cheaper = porsches.filter((v) => v.price <= 300000);
  await expect(page.getByTestId('vehicle-card')).toHaveCount(cheaper.length);
  // Still the same document: the page was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  await page.goBack();
  await expect(page).toHaveURL(/\/inventory\?make=Porsche$/);
  await expect(page.getByTestId('vehicle-card')).toHaveCount(porsches.length);
  await expect(page.getByLabel('Maximum price')).toHaveValue('');
});

test('a keyword search narrows the results as you type', async ({ page }) => {
  await page.goto('/inventory');
  await idleIslandsReady(page);
  await page.getByLabel('Keyword').fill('lamborghini');
  await expect(page).toHaveURL(/search=lamborghini/);
  // The results may follow the URL by a moment: poll until every card is a Lamborghini.
  const headings = page.getByTestId('vehicle-card').getByRole('heading');
  await expect
    .poll(async () => {
      const titles = await headings.allTextContents();
      return titles.length > 0 && titles.every((t) => t.includes('Lamborghini'));
    })
    .toBe(true);
});

test('no match shows the spec text, and Clear Filters brings every vehicle back', async ({ page }) => {
  await page.goto('/inventory?search=no-such-car-anywhere');
  await idleIslandsReady(page);
  const empty = page.getByTestId('no-results');
  await expect(empty.getByRole('heading', { name: 'No Vehicles Found' })).toBeVisible();
  await expect(empty).toContainText(
    "We couldn't find any vehicles matching your criteria. Try adjusting your filters or check back later for new inventory.",
  );
  await page.getByTestId('filter-reset').click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await expect(page.getByLabel('Keyword')).toHaveValue('');
});

test('sorting by price in both directions, and by mileage', async ({ page }) => {
  await page.goto('/inventory?status=all');
  await idleIslandsReady(page);
  await page.getByLabel('Sort by').focus();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByLabel('Sort by')).toBeFocused();
  const up = await cardPrices(page);
  // Sold cars show 'Sold' instead of a price; compare the priced ones.
  const pricedUp = up.filter((n) => n > 0);
  expect(pricedUp).toEqual([...pricedUp].sort((a, b) => a - b));

  await page.goto('/inventory?sort=price-desc');
  const down = (await cardPrices(page)).filter((n) => n > 0);
  expect(down).toEqual([...down].sort((a, b) => b - a));
  // The cards show the all-in price: the most expensive vehicle's price plus the fees.
  const pricing = pricingInDb();
  const all = vehiclesInDb().map(
    (v) => publishedPrice({ ...v, priceOnRequest: Boolean(v.priceOnRequest), status: v.status as 'available' }, pricing) ?? 0,
  );
  expect(down[0]).toBe(Math.max(...all));

  await page.goto('/inventory?sort=mileage-asc');
  const km = (await page.locator('[data-spec="Mileage"]').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));
  expect(km.length).toBeGreaterThan(1);
  expect(km).toEqual([...km].sort((a, b) => a - b));
});

test('paging: 24 a page, page 2 holds the next ones, and the pager links keep the filters', async ({ page }) => {
  const unsold = vehiclesInDb().filter((v) => v.status !== 'sold');
  test.skip(unsold.length <= 24, 'needs more than one page of vehicles');
  await page.goto('/inventory?sort=price-asc');
  await idleIslandsReady(page);
  const first = await cardIds(page);
  expect(first).toHaveLength(24);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/inventory\?sort=price-asc&page=2$/);
  // Other suites add vehicles to the shared database, so page 2 may not be the last page.
  const secondPageEnd = Math.min(48, unsold.length);
  await expect(page.getByTestId('results-summary')).toHaveText(`Showing 25–${secondPageEnd} of ${unsold.length} vehicles`);
  const second = await cardIds(page);
  expect(second).toHaveLength(secondPageEnd - 24);
  expect(second.some((id) => first.includes(id))).toBe(false);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still works as a plain GET form', async ({ page }) => {
    await page.goto('/inventory');
    await page.getByLabel('Category').selectOption('suvs-crossovers');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/category=suvs-crossovers/);
    await expect(page.getByRole('heading', { level: 1, name: 'SUVs & Crossovers' })).toBeVisible();
    const expected = vehiclesInDb().filter((v) => v.category === 'suvs-crossovers' && v.status !== 'sold');
    await expect(page.getByTestId('vehicle-card')).toHaveCount(expected.length);
  });

  test('keyword, make and sort go to the server as a GET, and the form shows what was applied', async ({ page }) => {
    await page.goto('/inventory');
    await page.getByLabel('Keyword').fill('porsche');
    await page.getByLabel('Make').selectOption('Porsche');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/inventory\?search=porsche&.*make=Porsche.*&sort=price-asc/);
    const porsches = vehiclesInDb().filter((v) => v.make === 'Porsche' && v.status !== 'sold');
    await expect(page.getByTestId('vehicle-card')).toHaveCount(porsches.length);
    const prices = (await cardPrices(page)).filter((n) => n > 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.getByLabel('Keyword')).toHaveValue('porsche');
    await expect(page.getByLabel('Make')).toHaveValue('Porsche');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await page.getByRole('link', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByLabel('Keyword')).toHaveValue('');
  });
});

test('on a small screen the filters fold into an accordion', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inventory');
  await expect(page.getByLabel('Make')).toBeHidden();
  await page.locator('[data-filter-panel] > summary').click();
  await expect(page.getByLabel('Make')).toBeVisible();
});
