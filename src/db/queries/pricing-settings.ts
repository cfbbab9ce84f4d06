import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import { DEFAULT_PRICING, priceDisplay, type PricedVehicle, type PriceDisplay, type PricingSettings } from '#src/lib/pricing/all-in';
import type { VehicleStatus } from '#src/lib/enums';
import { siteSetting } from './site-setting';

const KEY = 'pricing';

/** The dealer's fee lines and price note: the saved ones, else DEFAULT_PRICING. */
export const getPricingSettings: () => PricingSettings = siteSetting(KEY, (stored) => ({
  ...DEFAULT_PRICING,
  ...((stored as Partial<PricingSettings> | undefined) ?? {}),
}));

export function savePricingSettings(settings: PricingSettings): void {
  db()
    .insert(siteSettings)
    .values({ key: KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: new Date() } })
    .run();
}

/** A vehicle's shown price under the current settings (server-rendered surfaces). */
export function vehiclePriceDisplay(vehicle: PricedVehicle & { status: VehicleStatus }, soldText?: 'Sold' | 'Price Hidden'): PriceDisplay {
  return priceDisplay(vehicle, getPricingSettings(), soldText);
}
