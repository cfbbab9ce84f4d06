import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import type { UsdRate } from '#src/lib/pricing/usd';
import { siteSetting } from './site-setting';

const KEY = 'usd-rate';

/** The admin's CAD→USD rate and its date, or null while none is set (no "≈ US$" anywhere then). */
export const getUsdRate: () => UsdRate | null = siteSetting(KEY, (stored) => {
  const value = stored as Partial<UsdRate> | null | undefined;
  return value && typeof value.rate === 'number' && typeof value.asOf === 'string' ? { rate: value.rate, asOf: value.asOf } : null;
});

/** Saves the rate (null: US dollars are no longer shown). */
export function saveUsdRate(rate: UsdRate | null): void {
  // The column holds JSON and is NOT NULL: "no rate" is stored as nulls.
  const value = rate ?? { rate: null, asOf: null };
  db()
    .insert(siteSettings)
    .values({ key: KEY, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } })
    .run();
}
