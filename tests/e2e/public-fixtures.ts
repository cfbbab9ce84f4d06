import type { Page } from '@playwright/test';
import { e2eDb } from '../support/e2e-db';
import { DEFAULT_PRICING, type PricingSettings } from '../../src/lib/pricing/all-in';

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
  await islandsReady(page);
  return form;
}

/** Waits until every React island on the page has hydrated. */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

type Row = {
  id: number;
  make: string;
  model: string;
  year: number;
  price: number;
  priceOnRequest: number;
  status: string;
  category: string;
  vin: string;
  images: string;
};

/** Vehicles as the server stores them, to derive expectations from the seeded data. */
export function vehiclesInDb(): Row[] {
  const db = e2eDb();
  try {
    return db
      .prepare('select id, make, model, year, price, price_on_request as priceOnRequest, status, category, vin, images from vehicles')
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
