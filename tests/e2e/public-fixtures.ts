import { expect, type Locator, type Page } from '@playwright/test';
import { e2eDb } from '../support/test-server';
import { DEFAULT_PRICING, type PricingSettings } from '#src/lib/pricing/all-in';

/** Stores a consent decision before the page loads, so the cookie banner stays out of the way. */
export async function declineCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, personalization: false }),
    );
  });
}

/** The inquiry form, scrolled into view (it hydrates when visible) and hydrated. */
export async function inquiryForm(page: Page) {
  const form = page.locator('[data-inquiry-form]');
  await form.scrollIntoViewIfNeeded();
  // Its own island: others further down the page (client:visible) may still wait for the visitor.
  await islandHydrated(form);
  return form;
}

/**
 * Holds the JavaScript of the page until `release()` is called, so the page stays as the server
 * rendered it (islands not hydrated). Navigate with `{ waitUntil: 'commit' }`: the held module
 * scripts delay the load event.
 */
export async function holdIslands(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Collects console errors and uncaught exceptions (a hydration mismatch shows up here). `expected` leaves out a
 * line the test itself provokes (the browser's own line for a refusal the test asks for).
 */
export function consoleErrors(page: Page, expected: (text: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Records every Content-Security-Policy violation the page reports, from the first byte on. */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`,
      ),
    );
  });
  return violations;
}

/** Waits until the island holding `inside` has hydrated. */
export async function islandHydrated(inside: Locator): Promise<void> {
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

/** Waits until every React island on the page has hydrated (those waiting to be scrolled into view excepted). */
export async function islandsReady(page: Page): Promise<void> {
  // Islands that hydrate when visible and are still out of view wait for the visitor, not for us.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      if (island.getAttribute('client') !== 'visible') return false;
      const box = (island.firstElementChild ?? island).getBoundingClientRect();
      return box.bottom <= 0 || box.top >= innerHeight;
    }),
  );
}

type Row = {
  id: number;
  make: string;
  model: string;
  trim: string;
  year: number;
  price: number;
  priceOnRequest: number;
  status: string;
  category: string;
  vin: string;
  images: string;
};

/** Vehicles as the server stores them, to derive expectations from the seeded data. */
/** The vehicles the public can see: every one but staff's drafts (which earlier specs in the run leave behind). */
export function vehiclesInDb(): Row[] {
  const db = e2eDb();
  try {
    return db
      .prepare(
        "select id, make, model, trim, year, price, price_on_request as priceOnRequest, status, category, vin, images from vehicles where status <> 'draft'",
      )
      .all() as Row[];
  } finally {
    db.close();
  }
}

/** The fee lines the server prices with: the saved ones, else the defaults. */
export function pricingInDb(): PricingSettings {
  const db = e2eDb();
  try {
    const row = db.prepare("select value from site_settings where key = 'pricing'").get() as { value: string } | undefined;
    return row ? { ...DEFAULT_PRICING, ...JSON.parse(row.value) } : DEFAULT_PRICING;
  } finally {
    db.close();
  }
}

/**
 * Under page.clock, lazy islands hydrate only as fake time passes (client:idle waits for an idle
 * callback): steps the clock until every island that is not waiting for visibility has hydrated.
 */
export async function islandsReadyUnderClock(page: Page): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await page.evaluate(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'))) return;
    await page.clock.runFor(100);
  }
  throw new Error('the islands did not hydrate');
}

/** Waits until the islands that hydrate on load or idle have (those waiting for visibility may still wait). */
export async function idleIslandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
}

/** A one-finger horizontal swipe across `target` (Chromium touch events): dx < 0 swipes to the left. */
export async function swipe(page: Page, target: import('@playwright/test').Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 6, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
