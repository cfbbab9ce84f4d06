import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import { DEFAULT_PRICING, priceDisplay, type PricedVehicle, type PriceDisplay, type PricingSettings } from '#src/lib/pricing/all-in';
import type { VehicleStatus } from '#src/lib/enums';

const KEY = 'pricing';
let cached: PricingSettings | undefined;

/** The dealer's fee lines and price note: the saved ones, else DEFAULT_PRICING. */
export function getPricingSettings(): PricingSettings {
  if (cached) return cached;
  const row = db().select().from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  cached = { ...DEFAULT_PRICING, ...((row?.value as Partial<PricingSettings> | undefined) ?? {}) };
  return cached;
}

export function savePricingSettings(settings: PricingSettings): void {
  db()
    .insert(siteSettings)
    .values({ key: KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: new Date() } })
    .run();
  cached = undefined;
}

/** A vehicle's shown price under the current settings (server-rendered surfaces). */
export function vehiclePriceDisplay(vehicle: PricedVehicle & { status: VehicleStatus }, soldText?: 'Sold' | 'Price Hidden'): PriceDisplay {
  return priceDisplay(vehicle, getPricingSettings(), soldText);
}
