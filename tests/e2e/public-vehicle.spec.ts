import { vehicleTitle } from '#src/lib/vehicle-status';
import { expect, test } from '@playwright/test';
import { allInPrice, formatMoney } from '#src/lib/pricing/all-in';
import { declineCookies, idleIslandsReady, inquiryForm, pricingInDb, swipe, vehiclesInDb } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

const withPhotos = () => {
  const v = vehiclesInDb().find((v) => v.status !== 'sold' && !v.priceOnRequest && JSON.parse(v.images).length >= 3);
  if (!v) throw new Error('the demo data should hold a vehicle with 3+ photos');
  return { ...v, photos: JSON.parse(v.images).length as number };
};

test('the vehicle page shows title, price, stock number and breadcrumbs', async ({ page }) => {
  const v = withPhotos();
  await page.goto(`/inventory/${v.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleTitle(v));
  const price = allInPrice({ price: v.price, priceOnRequest: Boolean(v.priceOnRequest) }, pricingInDb());
  if (price.onRequest) throw new Error('chose a vehicle with a price');
  await expect(page.getByTestId('vehicle-page-price')).toHaveText(formatMoney(price.amount));
  await expect(page.getByTestId('price-note')).toHaveText(pricingInDb().note);
  await expect(page.getByTestId('stock-number')).toHaveText(v.vin.slice(-6));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/inventory');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(vehicleTitle(v));
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const car = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Car');
  expect(car.offers).toMatchObject({ price: price.amount, priceCurrency: 'CAD' });
  expect(car.vehicleIdentificationNumber).toBe(v.vin);
  expect(car.mileageFromOdometer.unitCode).toBe('KMT');
});

test('thumbnails pick the main photo; the lightbox steps with wrap-around, keys and Escape, and gives focus back', async ({ page }) => {
  const v = withPhotos();
  await page.goto(`/inventory/${v.id}`);
  await idleIslandsReady(page);
  const thumbs = page.getByRole('list', { name: 'Photos' }).getByRole('button');
  await expect(thumbs).toHaveCount(v.photos);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('main-photo')).toHaveAccessibleName(`2 / ${v.photos}: open photo 2 of ${v.photos} full screen`);

  await page.getByTestId('main-photo').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const counter = page.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(`2 / ${v.photos}`);
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`1 / ${v.photos}`);
  await page.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`${v.photos} / ${v.photos}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${v.photos}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${v.photos} / ${v.photos}`);
  // Focus stays inside the dialog.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('main-photo')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('a swipe changes the photo, on the page and in the lightbox', async ({ page }) => {
    const v = withPhotos();
    await page.goto(`/inventory/${v.id}`);
    await idleIslandsReady(page);
    const main = page.getByTestId('main-photo');
    const thumbs = page.getByRole('list', { name: 'Photos' }).getByRole('button');
    await swipe(page, main, -160);
    await expect(main).toHaveAccessibleName(`2 / ${v.photos}: open photo 2 of ${v.photos} full screen`);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await swipe(page, main, 160);
    await swipe(page, main, 160);
    await expect(main).toHaveAccessibleName(`${v.photos} / ${v.photos}: open photo ${v.photos} of ${v.photos} full screen`);
    // The swipes opened no lightbox.
    await expect(page.getByRole('dialog')).toBeHidden();

    await main.click();
    const counter = page.getByTestId('lightbox-counter');
    await expect(counter).toHaveText(`${v.photos} / ${v.photos}`);
    await swipe(page, page.getByRole('dialog').locator('picture'), -160);
    await expect(counter).toHaveText(`1 / ${v.photos}`);
    await swipe(page, page.getByRole('dialog').locator('picture'), 160);
    await expect(counter).toHaveText(`${v.photos} / ${v.photos}`);
    // The page does not show through the lightbox (it was 95 % ink over an 80 % backdrop).
    const alphas = await page.getByRole('dialog').evaluate((dialog) => {
      // rgba(r, g, b, a) or a modern colour with "/ a"; none of them: opaque.
      const alpha = (color: string) =>
        Number((/\/\s*([\d.]+)\)$/.exec(color) ?? /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)$/.exec(color))?.[1] ?? 1);
      return [alpha(getComputedStyle(dialog).backgroundColor), alpha(getComputedStyle(dialog, '::backdrop').backgroundColor)];
    });
    expect(alphas).toEqual([1, 1]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the main photo and the thumbnails link to the full-size photos', async ({ page }) => {
    const v = withPhotos();
    await page.goto(`/inventory/${v.id}`);
    const links = page.getByRole('list', { name: 'Photos' }).getByRole('link');
    await expect(links).toHaveCount(v.photos);
    const images = JSON.parse(vehiclesInDb().find((x) => x.id === v.id)!.images) as string[];
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(images);
    await expect(page.getByTestId('main-photo')).toHaveAttribute('href', images[0]);
  });
});

test('a sold vehicle says Sold in its headline, with no price and no "Price Hidden" in display type', async ({ page }) => {
  const sold = vehiclesInDb().find((v) => v.status === 'sold')!;
  await page.goto(`/inventory/${sold.id}`);
  await expect(page.getByTestId('vehicle-page-price')).toHaveText('Sold');
  await expect(page.getByTestId('price-hidden')).toHaveText('Its price is no longer shown.');
  await expect(page.locator('main .font-display', { hasText: 'Price Hidden' })).toHaveCount(0);
  await expect(page.locator('main [data-status="sold"]').first()).toHaveText('Sold');
  await expect(page.getByText(`$${sold.price.toLocaleString('en-US')}`)).toHaveCount(0);
});

test('features are grouped under headings', async ({ page }) => {
  const v = withPhotos();
  await page.goto(`/inventory/${v.id}`);
  const groups = page.getByTestId('feature-groups');
  await expect(groups.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await groups.getByRole('heading', { level: 3 }).allTextContents()).not.toContain('');
});

test('the inquiry form is prefilled for the vehicle', async ({ page }) => {
  const v = withPhotos();
  await page.goto(`/inventory/${v.id}`);
  const form = await inquiryForm(page);
  await expect(form.getByLabel('Subject')).toHaveValue('Vehicle Inquiry');
  await expect(form.getByLabel('Message')).toHaveValue(
    new RegExp(`interested in the ${v.year} ${v.make} ${v.model}`.replace(/[()]/g, '\\$&')),
  );
});

test('an unknown vehicle answers 404 with the spec text and a way back', async ({ page }) => {
  for (const path of ['/inventory/999999', '/inventory/not-a-number']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible();
    await expect(
      page.getByText("We couldn't find the vehicle you're looking for. It may have been sold or removed from our inventory."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Our Inventory' })).toHaveAttribute('href', '/inventory');
  }
});

test.describe('the back-to-top button never covers the VIN', () => {
  for (const [width, height] of [
    [390, 844],
    [820, 1180],
    [1024, 768],
    [1440, 900],
  ]) {
    test(`at ${width}×${height}, with the VIN scrolled level with the button`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const v = withPhotos();
      await page.goto(`/inventory/${v.id}`);
      const vin = page.getByRole('definition').filter({ hasText: v.vin });
      await expect(vin).toHaveText(v.vin);
      const top = page.getByRole('link', { name: 'Back to top' });
      // Instant scrolls: a smooth one would still be moving when the boxes are read.
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await expect(top).toHaveAttribute('data-visible', '');
      // The button is fixed: bring the VIN's row to its height (as far as the page lets it go). Sections
      // rendered on the way (content-visibility) may still move it: a few steps settle it.
      for (let step = 0; step < 5; step++) {
        const button = (await top.boundingBox())!;
        const row = (await vin.boundingBox())!;
        const dy = row.y + row.height / 2 - (button.y + button.height / 2);
        if (Math.abs(dy) < 1) break;
        await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), dy);
        await page.waitForTimeout(50);
      }
      const a = (await vin.boundingBox())!;
      const b = (await top.boundingBox())!;
      // Where the VIN can reach the button's height (the page scrolls as a column below 1024 px), it does.
      if (width < 1024) expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)), 'the VIN level with the button').toBeLessThan(2);
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `VIN ${JSON.stringify(a)} vs button ${JSON.stringify(b)}`).toBe(false);
      // The whole VIN is on one line, inside the screen.
      expect(a.height, 'the VIN on one line').toBeLessThan(24);
      expect(a.x + a.width).toBeLessThanOrEqual(width);
    });
  }
});
