import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';
import type { UsdRate } from '#src/lib/pricing/usd';

const KEY = 'usd-rate';
let cached: { value: UsdRate | null } | undefined;

/** The admin's CAD→USD rate and its date, or null while none is set (no "≈ US$" anywhere then). */
export function getUsdRate(): UsdRate | null {
  if (cached) return cached.value;
  const row = db().select().from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  const value = row?.value as Partial<UsdRate> | null | undefined;
  cached = {
    value: value && typeof value.rate === 'number' && typeof value.asOf === 'string' ? { rate: value.rate, asOf: value.asOf } : null,
  };
  return cached.value;
}

/** Saves the rate (null: US dollars are no longer shown). */
export function saveUsdRate(rate: UsdRate | null): void {
  // The column holds JSON and is NOT NULL: "no rate" is stored as nulls.
  const value = rate ?? { rate: null, asOf: null };
  db()
    .insert(siteSettings)
    .values({ key: KEY, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } })
    .run();
  cached = undefined;
}
