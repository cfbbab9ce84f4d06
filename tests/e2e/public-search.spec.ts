import { expect, test, type Page } from '@playwright/test';
import { matchesSearch } from '#src/lib/inventory/search';
import { e2eDb } from '../support/test-server';
import { declineCookies, islandsReady } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

/** The unsold vehicles the reference rule (src/lib/inventory/search.ts) finds for a search. */
function expectedIds(search: string): number[] {
  const db = e2eDb();
  try {
    const rows = db
      .prepare("select id, make, model, trim, year, category, color, features from vehicles where status not in ('sold', 'draft')")
      .all() as {
      id: number;
      make: string;
      model: string;
      trim: string;
      year: number;
      category: string;
      color: string;
      features: string;
    }[];
    return rows
      .filter((v) => matchesSearch({ ...v, features: JSON.parse(v.features) as string[] }, search))
      .map((v) => v.id)
      .sort((a, b) => a - b);
  } finally {
    db.close();
  }
}

const cardIds = async (page: Page) =>
  (await page.getByTestId('vehicle-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-vehicle-id'))))).sort(
    (a, b) => a - b,
  );

test('the header search finds a vehicle by make and model together ("porsche 911")', async ({ page }) => {
  const expected = expectedIds('porsche 911');
  expect(expected.length).toBeGreaterThan(0);
  await page.goto('/about');
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search inventory' });
  // On a phone the search sits in the menu.
  if (!(await search.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await search.fill('porsche 911');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/inventory\?search=porsche(\+|%20)911$/);
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  expect(await cardIds(page)).toEqual(expected);
  // The best match first: a 911, not a newer Porsche whose features mention a 911.
  await expect(page.getByTestId('vehicle-card').first().getByRole('heading')).toHaveText(/Porsche 911/);
});

test('the make list counts the cars the other filters let through', async ({ page }) => {
  const db = e2eDb();
  const suvs = db
    .prepare("select make, count(*) n from vehicles where category = 'suvs-crossovers' and status not in ('sold', 'draft') group by make")
    .all() as { make: string; n: number }[];
  const all = db.prepare("select count(*) n from vehicles where make = ? and status not in ('sold', 'draft')").get(suvs[0].make) as {
    n: number;
  };
  db.close();
  expect(suvs.length).toBeGreaterThan(0);
  await page.goto('/inventory?category=suvs-crossovers');
  await islandsReady(page);
  const makes = page.getByLabel('Make');
  const labels = await makes.locator('option').allTextContents();
  for (const { make, n } of suvs) expect(labels).toContain(`${make} (${n})`);
  // A make with no SUV is not offered, so choosing a make never leads to an empty page.
  expect(labels.filter((l) => /\(\d+\)$/.test(l))).toHaveLength(suvs.length);
  // Without the category, the same make counts all its cars.
  await page.goto('/inventory');
  await islandsReady(page);
  await expect(page.getByLabel('Make').locator('option', { hasText: `${suvs[0].make} (${all.n})` })).toHaveCount(1);
});

test('the inventory keyword field uses the same rule: "V12" finds the cars whose features name a V12', async ({ page }) => {
  const expected = expectedIds('V12');
  expect(expected.length).toBeGreaterThan(0);
  await page.goto('/inventory');
  // The filters apply as you type once the island has hydrated (before that, the form is a plain GET form).
  await islandsReady(page);
  await page.getByLabel('Keyword').fill('V12');
  await expect(page).toHaveURL(/search=V12/);
  await expect.poll(() => cardIds(page)).toEqual(expected);
  // Accents and case do not matter; every word must match.
  await page.getByLabel('Keyword').fill('v12 rolls-royce');
  await expect.poll(() => cardIds(page)).toEqual(expectedIds('v12 rolls-royce'));
});
