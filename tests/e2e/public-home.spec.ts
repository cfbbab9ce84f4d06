import { expect, test } from '@playwright/test';
import { declineCookies, idleIslandsReady, islandsReadyUnderClock, vehiclesInDb } from './public-fixtures';

test.beforeEach(async ({ page }) => declineCookies(page));

test('the home page shows its sections in the spec order', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Atelier Motor Gallery' })).toBeVisible();
  const headings = await page.locator('main h2').allTextContents();
  const order = [
    'Our Collections',
    'Featured Vehicles',
    'Services for Discerning Owners',
    'A Private Gallery for Exceptional Cars',
    'What Our Clients Say',
    'Arrange a Private Viewing',
    'Visit the Gallery',
  ];
  const positions = order.map((h) => headings.findIndex((t) => t.trim() === h));
  expect(
    positions.every((p) => p >= 0),
    `missing one of ${order.join(', ')} in ${headings.join(' | ')}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test.describe('hero slider', () => {
  test('previous and next step through three slides with wrap-around', async ({ page }) => {
    await page.goto('/');
    await idleIslandsReady(page);
    const counter = page.locator('[data-hero-counter]');
    const active = page.locator('[data-hero-slide][data-active]');
    await expect(counter).toHaveText('1 / 3');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(counter).toHaveText('3 / 3');
    await expect(active).toHaveAttribute('aria-label', '3 of 3');
    await expect(active.getByRole('heading')).toHaveText('A Purchase as Considered as the Car');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(counter).toHaveText('1 / 3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(counter).toHaveText('2 / 3');
    await expect(active.getByRole('link', { name: 'Explore the Collection' })).toHaveAttribute(
      'href',
      '/inventory?category=exotic-collection',
    );
    // Only the shown slide can be reached by keyboard or screen reader.
    await expect(page.locator('[data-hero-slide][inert]')).toHaveCount(2);
  });

  test('never shows two headlines at once while the photos crossfade', async ({ page }) => {
    await page.goto('/');
    await idleIslandsReady(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    // Sampled on every frame through the 1 s fade: how many headlines are visible (their own and their slide's opacity).
    const most = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          let most = 0;
          const sample = () => {
            const seen = [...document.querySelectorAll<HTMLElement>('[data-hero-slide]')].filter((slide) => {
              const heading = slide.querySelector('h1, h2')!;
              let opacity = 1;
              for (let el: Element | null = heading; el && el !== slide.parentElement; el = el.parentElement)
                opacity *= Number(getComputedStyle(el).opacity);
              return opacity > 0.05;
            }).length;
            most = Math.max(most, seen);
            if (performance.now() - started < 1200) requestAnimationFrame(sample);
            else resolve(most);
          };
          sample();
        }),
    );
    expect(most).toBe(1);
  });

  test('advances on its own every 5 seconds and pauses while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await islandsReadyUnderClock(page);
    const counter = page.locator('[data-hero-counter]');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(counter).toHaveText('2 / 3');
    await page.clock.runFor(10_000);
    await expect(counter).toHaveText('1 / 3');
    await page.locator('[data-hero]').hover();
    await page.clock.runFor(12_000);
    await expect(counter).toHaveText('1 / 3');
  });

  test('the pause button stops the slideshow', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await islandsReadyUnderClock(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.mouse.click(5, 5);
    await page.clock.runFor(11_000);
    await expect(page.locator('[data-hero-counter]')).toHaveText('1 / 3');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the hero never advances by itself', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await islandsReadyUnderClock(page);
    await page.mouse.move(5, 5);
    await page.clock.runFor(16_000);
    await expect(page.locator('[data-hero-counter]')).toHaveText('1 / 3');
  });
});

test('collection tiles, featured cars and service cards link where the spec says', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByTestId('collection-tile');
  await expect(tiles).toHaveCount(4);
  expect(await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/inventory?category=sports-cars',
    '/inventory?category=luxury-sedans',
    '/inventory?category=suvs-crossovers',
    '/inventory?category=exotic-collection',
  ]);
  const featured = vehiclesInDb().filter((v) => v.status !== 'sold');
  const cards = page.getByRole('region', { name: 'Hand-picked Featured Vehicles' }).getByTestId('vehicle-card');
  await expect(cards).toHaveCount(3);
  const ids = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-vehicle-id'))));
  for (const id of ids) expect(featured.some((v) => v.id === id)).toBe(true);
  const services = page.locator('[data-service-link]');
  expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/services#vehicle-sourcing',
    '/services#trade-in',
    '/services#inspection',
    '/services#warranty',
    '/services#consignment',
  ]);
  await services.nth(2).click();
  await expect(page).toHaveURL(/\/services#inspection$/);
  await expect(page.locator('#inspection')).toBeInViewport();
});

test('testimonials show stars for their ratings', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByTestId('testimonials');
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const first = grid.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ }).first();
  await expect(first).toBeVisible();
  await expect(first.locator('svg')).toHaveCount(5);
});

test('the map section links to Google Maps directions to the dealer address', async ({ page }) => {
  await page.goto('/');
  const link = page.getByTestId('directions-link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  expect(decodeURIComponent(href!.split('destination=')[1])).toContain('Rutherford Road');
});

test('the promotional banner renders variant A on the server', async ({ page }) => {
  await page.goto('/');
  const banner = page.locator('[data-promo-banner]:visible');
  await expect(banner).toHaveAttribute('data-variant', 'A');
  await expect(banner.getByRole('link', { name: /Explore Financing/ })).toHaveAttribute('href', '/financing');
});
