import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { convert } from 'xmlbuilder2';
import { allInPrice, formatMoney } from '#src/lib/pricing/all-in';
import { declineCookies, pricingInDb, vehiclesInDb } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

test('one vehicle shows the same all-in price on its card, its page, its JSON-LD and in every feed', async ({ page }) => {
  const v = vehiclesInDb().find((r) => r.status === 'available' && !r.priceOnRequest);
  if (!v) throw new Error('the demo data should hold an available vehicle with a price');
  const pricing = pricingInDb();
  const price = allInPrice({ price: v.price, priceOnRequest: false }, pricing);
  if (price.onRequest) throw new Error('unreachable');
  const text = formatMoney(price.amount);
  // The figure really includes the fees: it is not the bare price.
  expect(price.amount).toBeGreaterThan(v.price);

  // The card on the inventory page.
  await page.goto(`/inventory?make=${encodeURIComponent(v.make)}&model=${encodeURIComponent(v.model)}`);
  const card = page.locator(`[data-testid="vehicle-card"][data-vehicle-id="${v.id}"]`);
  await expect(card.getByTestId('vehicle-price')).toHaveText(text);
  await expect(card.getByTestId('price-note')).toHaveText(pricing.note);

  // The vehicle page, what it includes, and its JSON-LD.
  await page.goto(`/inventory/${v.id}`);
  await expect(page.getByTestId('vehicle-page-price')).toHaveText(text);
  await expect(page.getByTestId('price-note')).toHaveText(pricing.note);
  const includes = page.getByTestId('price-includes');
  for (const fee of price.included) await expect(includes).toContainText(fee.name);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const car = ld.find((d) => d['@type'] === 'Car');
  expect(car.offers).toMatchObject({ price: price.amount, priceCurrency: 'CAD', availability: 'https://schema.org/InStock' });

  // Each feed.
  const feedPrice = `${price.amount.toFixed(2)} CAD`;
  const xml = convert(await (await page.request.get('/feeds/google-vehicles.xml')).text(), { format: 'object' }) as {
    rss: { channel: { item: Record<string, string>[] } };
  };
  const item = [xml.rss.channel.item].flat().find((i) => i['g:vin'] === v.vin);
  expect(item).toMatchObject({ 'g:price': feedPrice, 'g:vehicle_all_in_price': feedPrice });

  const csv = async (path: string) =>
    Papa.parse<Record<string, string>>(await (await page.request.get(path)).text(), { header: true, skipEmptyLines: true }).data.find(
      (r) => r.vin === v.vin,
    );
  expect((await csv('/feeds/meta-vehicles.csv'))?.price).toBe(feedPrice);
  expect((await csv('/feeds/inventory.csv'))?.all_in_price).toBe(price.amount.toFixed(2));
});

test('a sold vehicle shows no figure on its page and is in no feed', async ({ page }) => {
  const v = vehiclesInDb().find((r) => r.status === 'sold');
  if (!v) throw new Error('the demo data should hold a sold vehicle');
  await page.goto(`/inventory/${v.id}`);
  await expect(page.getByTestId('vehicle-page-price')).toHaveText('Sold');
  await expect(page.getByTestId('price-note')).toHaveCount(0);
  const feed = await (await page.request.get('/feeds/inventory.csv')).text();
  expect(feed).not.toContain(v.vin);
});
