import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { versionedCache } from '#src/db/versioned-cache';
import { siteSettings } from '#src/db/schema';
import { defaultHoldSettings, type HoldSettings } from '#src/lib/validation/hold-settings';

const KEY = 'holds';

// Every vehicle page reads them on each render past the page cache: kept until the data changes.
const rowCache = versionedCache<{ value: unknown } | undefined>(1);

/** The saved hold settings over the defaults (72 hours, $1,000, the dealer's address for e-Transfers, neutral refund terms). */
export function getHoldSettings(): HoldSettings {
  const database = db();
  const row = rowCache.get(database, KEY, () => database.select().from(siteSettings).where(eq(siteSettings.key, KEY)).get());
  return { ...defaultHoldSettings(), ...((row?.value as Partial<HoldSettings> | undefined) ?? {}) };
}

export function saveHoldSettings(settings: HoldSettings): void {
  db()
    .insert(siteSettings)
    .values({ key: KEY, value: settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: new Date() } })
    .run();
}
